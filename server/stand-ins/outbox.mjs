// @ts-check
/**
 * The local EmailJS outbox: answers `POST /api/v1.0/email/send` as EmailJS does (text/plain "OK", or
 * an error status with a plain-text reason), keeps every email on disk, and shows them at `/outbox`.
 * Mounted only in local mode (no EMAILJS_PUBLIC_KEY), so a deployed site has none.
 *
 * On disk, each email is a folder in the outbox directory (default `.outbox/`, ignored by git):
 *   params.json        what arrived, with each `image_data_N` data URL replaced by the name of its file
 *   1-<name>.<ext> …   the attachments, decoded
 *
 * Size limit: EmailJS refuses requests over its plan's size (413). The outbox does too, at
 * OUTBOX_MAX_BYTES (default 2 MiB, a paid plan's order of size). One attachment at the site's
 * compression ceiling (0.9 MB, about 1.26 MB as base64) always fits; two such images (about
 * 2.5 MB) do not, so the form's "send one image per form" path happens here as it would for real.
 * Set OUTBOX_MAX_BYTES=3000000 to accept two maximal images, or a small value to try the 413 by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { escapeUTF8 as escape } from 'entities';
import sirv from 'sirv';

/** The ids local-mode builds send (src/config/settings.ts LOCAL_EMAIL; a unit test keeps them equal). */
export const OUTBOX_ACCOUNT = {
  publicKey: 'local-public-key',
  serviceId: 'local_outbox',
  templates: ['local_message', 'local_subscribe', 'local_attachments'],
};

export const SEND_PATH = '/api/v1.0/email/send';
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/** File extensions for the data URL types the site sends; anything else is kept as opaque bytes. */
const EXTENSIONS = /** @type {Record<string, string>} */ ({
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
});
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'gif', 'webp', 'avif']);
const FOLDER_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{6}$/;

/** @typedef {import('./index.mjs').Handler} Handler */
/** @typedef {{ field: string, name: string, file: string, type: string, bytes: number }} SavedAttachment */
/** @typedef {{ folder: string, received_at: string, lib_version: unknown, user_id: string, service_id: string, template_id: string, template_params: Record<string, unknown>, attachments: SavedAttachment[] }} StoredEmail */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function maxBytesFrom(env) {
  const raw = (env.OUTBOX_MAX_BYTES ?? '').trim();
  if (raw === '') return DEFAULT_MAX_BYTES;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`OUTBOX_MAX_BYTES must be a positive whole number of bytes, not "${raw}".`);
  }
  return value;
}

/** @param {number} bytes */
export function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(bytes % 1024 === 0 ? 0 : 1)} KB`;
  return `${bytes} bytes`;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendText(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * Reads the body up to `maxBytes`; past it, keeps draining (so the browser gets the 413 rather than a
 * reset connection) without keeping the bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<{ body: Buffer | null, size: number }>}
 */
function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => resolve({ body: size <= maxBytes ? Buffer.concat(chunks) : null, size }));
    req.on('error', reject);
  });
}

/**
 * Checks a parsed body the way EmailJS does; returns the reason it is refused, or null.
 * @param {unknown} body
 * @returns {string | null}
 */
export function refusal(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'The request body must be a JSON object: {lib_version, user_id, service_id, template_id, template_params}.';
  }
  const b = /** @type {Record<string, unknown>} */ (body);
  const ids = [
    ['user_id', 'The user ID (public key)', [OUTBOX_ACCOUNT.publicKey]],
    ['service_id', 'The service ID', [OUTBOX_ACCOUNT.serviceId]],
    ['template_id', 'The template ID', OUTBOX_ACCOUNT.templates],
  ];
  for (const [key, label, accepted] of /** @type {[string, string, string[]][]} */ (ids)) {
    const value = b[key];
    if (typeof value !== 'string' || value.trim() === '') return `${label} is required (field "${key}").`;
    if (!accepted.includes(value)) {
      return `${label} is invalid: "${value}". The local outbox accepts only ${accepted.map((a) => `"${a}"`).join(', ')}.`;
    }
  }
  const params = b.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template params have to be an object (field "template_params").';
  }
  return null;
}

/**
 * A visitor's file name made safe as one path segment, without its extension (the outbox picks the
 * extension from the data's real type).
 * @param {string} name
 */
function safeBaseName(name) {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/\.[^.]*$/, '');
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return cleaned || 'attachment';
}

/**
 * @param {string} dataUrl
 * @returns {{ type: string, bytes: Buffer } | null}
 */
export function decodeDataUrl(dataUrl) {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/i.exec(dataUrl);
  if (!match) return null;
  const type = (match[1] || 'text/plain').toLowerCase();
  const payload = dataUrl.slice(match[0].length);
  const bytes = match[3] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  return { type, bytes };
}

/**
 * Strips what would let visitor text restyle or rewrite a terminal line (escape sequences, newlines).
 * @param {string} text
 */
function terminalSafe(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** @param {string} text @param {number} length */
function truncate(text, length) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * The one line the terminal shows per email.
 * @param {StoredEmail} email
 * @param {string} where
 */
export function logLine(email, where) {
  const p = email.template_params;
  const str = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : '');
  const time = email.received_at.slice(11, 19);
  const from = terminalSafe(str(p.from_name));
  const replyTo = terminalSafe(str(p.reply_to));
  const message = truncate(terminalSafe(str(p.message)), 60);
  const details = enquiryDetails(p)
    .filter((d) => d.value)
    .map((d) => `${d.label.toLowerCase()} ${truncate(terminalSafe(d.value), 30)}`);
  const files = email.attachments.length
    ? ` +${email.attachments.length} file${email.attachments.length > 1 ? 's' : ''} (${formatBytes(
        email.attachments.reduce((sum, a) => sum + a.bytes, 0),
      )})`
    : '';
  return `[outbox] ${time} ${email.template_id} from ${from ? `${from} ` : ''}<${replyTo}>${
    message ? ` "${message}"` : ''
  }${details.length ? ` [${details.join(', ')}]` : ''}${files} → ${where}`;
}

/**
 * @param {{ dir: string, maxBytes?: number, log?: (line: string) => void, now?: () => Date }} options
 * @returns {Handler}
 */
export function createOutbox({ dir, maxBytes = DEFAULT_MAX_BYTES, log = console.log, now = () => new Date() }) {
  // dev: true makes sirv look at the disk on each request, so emails that arrive later are found.
  const files = sirv(dir, {
    dev: true,
    etag: true,
    setHeaders(res, pathname) {
      // Attachments are visitor-supplied bytes: never sniffed, never run, never styled into the page.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'no-store');
      const extension = path.extname(pathname).slice(1);
      if (!IMAGE_EXTENSIONS.has(extension) && extension !== 'json') res.setHeader('Content-Disposition', 'attachment');
    },
  });

  /**
   * @param {Record<string, unknown>} body
   * @returns {Promise<StoredEmail>}
   */
  async function store(body) {
    const date = now();
    const folder = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
    const target = path.join(dir, folder);
    await fs.promises.mkdir(target, { recursive: true });
    const params = /** @type {Record<string, unknown>} */ ({ ...(/** @type {object} */ (body.template_params ?? {})) });
    /** @type {SavedAttachment[]} */
    const attachments = [];
    const dataFields = Object.keys(params)
      .filter((key) => /^image_data_\d+$/.test(key))
      .sort((a, b) => Number(a.slice(11)) - Number(b.slice(11)));
    for (const field of dataFields) {
      const value = params[field];
      const decoded = typeof value === 'string' ? decodeDataUrl(value) : null;
      if (!decoded) continue; // not a data URL: kept in params.json as it came
      const n = field.slice('image_data_'.length);
      const givenName = params[`file_name_${n}`];
      const name = typeof givenName === 'string' && givenName ? givenName : `attachment ${n}`;
      const file = `${n}-${safeBaseName(name)}.${EXTENSIONS[decoded.type] ?? 'bin'}`;
      await fs.promises.writeFile(path.join(target, file), decoded.bytes);
      params[field] = `(saved as ${file}: ${decoded.type}, ${decoded.bytes.length} bytes)`;
      attachments.push({ field, name, file, type: decoded.type, bytes: decoded.bytes.length });
    }
    /** @type {StoredEmail} */
    const email = {
      folder,
      received_at: date.toISOString(),
      lib_version: body.lib_version,
      user_id: /** @type {string} */ (body.user_id),
      service_id: /** @type {string} */ (body.service_id),
      template_id: /** @type {string} */ (body.template_id),
      template_params: params,
      attachments,
    };
    await fs.promises.writeFile(path.join(target, 'params.json'), `${JSON.stringify(email, null, 2)}\n`);
    return email;
  }

  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} */
  async function receive(req, res) {
    const { body, size } = await readBody(req, maxBytes);
    if (!body) {
      sendText(
        res,
        413,
        `Request Entity Too Large: this email is ${formatBytes(size)}, over the attachments size limit of ` +
          `${formatBytes(maxBytes)} (OUTBOX_MAX_BYTES=${maxBytes}).`,
      );
      return;
    }
    /** @type {unknown} */
    let parsed;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch (error) {
      sendText(res, 400, `The request body is not valid JSON (${/** @type {Error} */ (error).message}).`);
      return;
    }
    const reason = refusal(parsed);
    if (reason) {
      sendText(res, 400, reason);
      return;
    }
    const email = await store(/** @type {Record<string, unknown>} */ (parsed));
    log(logLine(email, `${path.relative(process.cwd(), path.join(dir, email.folder)) || email.folder}/`));
    sendText(res, 200, 'OK');
  }

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://outbox.local');
    if (url.pathname === SEND_PATH) {
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.setHeader('Allow', 'POST, OPTIONS');
        res.end();
        return;
      }
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        sendText(res, 405, 'Send emails with POST.');
        return;
      }
      receive(req, res).catch((error) => {
        console.error('[outbox] could not keep an email:', error);
        if (!res.headersSent) sendText(res, 500, `The local outbox could not keep this email: ${error.message}`);
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (url.pathname === '/outbox' || url.pathname === '/outbox/') {
      renderPage(dir, maxBytes)
        .then((html) => {
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader(
            'Content-Security-Policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
          );
          res.end(html);
        })
        .catch((error) => sendText(res, 500, `The outbox page failed: ${error.message}`));
      return;
    }
    const file = /^\/outbox\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (file && FOLDER_PATTERN.test(decodeURIComponent(file[1] ?? ''))) {
      const original = req.url;
      req.url = url.pathname.slice('/outbox'.length);
      files(req, res, () => {
        req.url = original;
        next();
      });
      return;
    }
    next();
  };
}

/**
 * @param {string} dir
 * @returns {Promise<StoredEmail[]>} newest first
 */
export async function readOutbox(dir) {
  let folders;
  try {
    folders = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  const names = folders.filter((f) => FOLDER_PATTERN.test(f)).sort().reverse();
  /** @type {StoredEmail[]} */
  const emails = [];
  for (const folder of names) {
    try {
      const email = JSON.parse(await fs.promises.readFile(path.join(dir, folder, 'params.json'), 'utf8'));
      emails.push({ ...email, folder });
    } catch {
      // a half-written or hand-edited folder: skip it rather than lose the page
    }
  }
  return emails;
}

/**
 * The enquiry's details (the site's table of fields, src/features/forms/fields.ts, `param`s beyond the
 * seed's four), with the labels the venue reads them under on the page and in the terminal.
 */
export const ENQUIRY_DETAILS = /** @type {const} */ ([
  ['event_date', 'Event date'],
  ['guest_count', 'Guests'],
  ['event_type', 'Kind of event'],
  ['space', 'Space'],
  ['phone', 'Phone'],
]);

/**
 * The details an email carries, labelled, in the table's order; [] for an email without them (subscribe, photos).
 * @param {Record<string, unknown>} params
 */
export function enquiryDetails(params) {
  if (!ENQUIRY_DETAILS.some(([key]) => key in params)) return [];
  return ENQUIRY_DETAILS.map(([key, label]) => ({ key, label, value: typeof params[key] === 'string' ? params[key] : '' }));
}

/**
 * The `/outbox` page. Every visitor-supplied string is hostile input: escaped, and images are
 * shown from our own files, never from the data the visitor sent.
 * @param {string} dir
 * @param {number} maxBytes
 */
async function renderPage(dir, maxBytes) {
  const emails = await readOutbox(dir);
  const str = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));
  const items = emails.map((email) => {
    const p = email.template_params ?? {};
    const known = new Set(['reply_to', 'from_name', 'to_name', 'message', ...ENQUIRY_DETAILS.map(([key]) => key)]);
    const details = enquiryDetails(p);
    for (const a of email.attachments ?? []) {
      known.add(a.field);
      known.add(`file_name_${a.field.slice('image_data_'.length)}`);
    }
    const extra = Object.keys(p).filter((k) => !known.has(k));
    const attachments = (email.attachments ?? []).map((a) => {
      const href = `/outbox/${encodeURIComponent(email.folder)}/${encodeURIComponent(a.file)}`;
      const caption = `${escape(a.name)} <small>(${escape(a.type)}, ${escape(formatBytes(a.bytes))})</small>`;
      return IMAGE_EXTENSIONS.has(path.extname(a.file).slice(1))
        ? `<figure><a href="${escape(href)}"><img src="${escape(href)}" alt="${escape(a.name)}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`
        : `<p class="file"><a href="${escape(href)}">${caption}</a></p>`;
    });
    return `<article class="email" id="${escape(email.folder)}">
  <header>
    <h2>${escape(str(p.from_name)) || '<em>(no name)</em>'} &lt;${escape(str(p.reply_to))}&gt;</h2>
    <p class="meta"><time datetime="${escape(email.received_at)}">${escape(email.received_at.replace('T', ' ').slice(0, 19))} UTC</time> · template <code>${escape(email.template_id)}</code> · to ${escape(str(p.to_name))}</p>
  </header>
  ${details.length ? `<dl class="details">${details.map((d) => `<dt>${escape(d.label)}</dt><dd data-param="${escape(d.key)}">${escape(d.value) || '<span class="none">not given</span>'}</dd>`).join('')}</dl>` : ''}
  <div class="message">${escape(str(p.message)) || '<em>(no message)</em>'}</div>
  ${extra.length ? `<dl>${extra.map((k) => `<dt>${escape(k)}</dt><dd>${escape(str(p[k]))}</dd>`).join('')}</dl>` : ''}
  ${attachments.length ? `<div class="attachments">${attachments.join('\n')}</div>` : ''}
  <p class="raw"><a href="/outbox/${escape(encodeURIComponent(email.folder))}/params.json">params.json</a></p>
</article>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>Outbox (${emails.length})</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1d1b18; background: #faf8f4; }
  h1 { margin: 0 0 .25rem; } .intro { color: #5b564e; margin: 0 0 1.5rem; }
  .email { background: #fff; border: 1px solid #e4ded3; border-radius: 8px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
  .email h2 { font-size: 1.1rem; margin: 0; word-break: break-word; } .meta { color: #5b564e; margin: .25rem 0 .75rem; font-size: .9rem; }
  .message { white-space: pre-wrap; word-break: break-word; }
  .attachments { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 1rem; }
  figure { margin: 0; max-width: 16rem; } img { max-width: 100%; max-height: 20rem; object-fit: contain; height: auto; border-radius: 4px; display: block; }
  figcaption, .raw { font-size: .85rem; color: #5b564e; word-break: break-word; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; font-size: .9rem; } dd { margin: 0; word-break: break-word; }
  dl.details { font-size: 1rem; margin: 0 0 .75rem; padding: .5rem .75rem; background: #f4efe6; border-radius: 6px; } dt { color: #5b564e; } .none { color: #8a8378; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p class="intro">Emails the site sent in local mode, newest first (${emails.length}). They are kept in <code>${escape(dir)}</code>; nothing left this machine. Size limit: ${escape(formatBytes(maxBytes))} per email.</p>
${items.length ? items.join('\n') : '<p>No emails yet. Send one from a form on the site.</p>'}
</main>
</body>
</html>
`;
}
