// @ts-check
/**
 * The `/outbox` page: every kept email, newest first. Every visitor-supplied string is hostile input: escaped, and
 * images are shown from our own files, never from the data the visitor sent.
 */
import path from 'node:path';
import { escapeUTF8 as escape } from 'entities';
import { formatBytes } from '../../../src/lib/format-bytes.mjs';
import { ENQUIRY_DETAILS, enquiryDetails } from './details.mjs';
import { IMAGE_EXTENSIONS, readOutbox } from './store.mjs';

/** Params the page puts in places of their own: the heading (name, address), the meta line, the enquiry's details, the message. */
const PLACED_PARAMS = ['reply_to', 'from_name', 'to_name', 'message', ...ENQUIRY_DETAILS.map(([key]) => key)];

/**
 * Params listed first under the message, in this order and under these names; any other param follows under its own
 * key, so nothing a form sends is hidden. A new form field that deserves a readable name goes here.
 * @type {readonly { param: string, label: string }[]}
 */
const LISTED_PARAMS = [];

/** A param as text: strings as they are, anything else as JSON. @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

/**
 * The params of an email's list, named and in order: those of LISTED_PARAMS it has, then the rest.
 * @param {import('./store.mjs').StoredEmail} email
 * @returns {{ label: string, value: string }[]}
 */
export function listedParams(email) {
  const params = email.template_params ?? {};
  const placed = new Set(PLACED_PARAMS);
  for (const a of email.attachments ?? []) {
    placed.add(a.field);
    placed.add(`file_name_${a.field.slice('image_data_'.length)}`);
  }
  const named = LISTED_PARAMS.filter(({ param }) => param in params && !placed.has(param));
  const namedKeys = new Set(named.map(({ param }) => param));
  return [
    ...named.map(({ param, label }) => ({ label, value: text(params[param]) })),
    ...Object.keys(params)
      .filter((key) => !placed.has(key) && !namedKeys.has(key))
      .map((key) => ({ label: key, value: text(params[key]) })),
  ];
}

/** @param {import('./store.mjs').StoredEmail} email */
function emailArticle(email) {
  const p = email.template_params ?? {};
  const listed = listedParams(email);
  const details = enquiryDetails(p);
  const attachments = (email.attachments ?? []).map((a) => {
    const href = `/outbox/${encodeURIComponent(email.folder)}/${encodeURIComponent(a.file)}`;
    const caption = `${escape(a.name)} <small>(${escape(a.type)}, ${escape(formatBytes(a.bytes))})</small>`;
    return IMAGE_EXTENSIONS.has(path.extname(a.file).slice(1))
      ? `<figure><a href="${escape(href)}"><img src="${escape(href)}" alt="${escape(a.name)}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`
      : `<p class="file"><a href="${escape(href)}">${caption}</a></p>`;
  });
  return `<article class="email" id="${escape(email.folder)}">
  <header>
    <h2>${escape(text(p.from_name)) || '<em>(no name)</em>'} &lt;${escape(text(p.reply_to))}&gt;</h2>
    <p class="meta"><time datetime="${escape(email.received_at)}">${escape(email.received_at.replace('T', ' ').slice(0, 19))} UTC</time> · template <code>${escape(email.template_id)}</code> · to ${escape(text(p.to_name))}</p>
  </header>
  ${details.length ? `<dl class="details">${details.map((d) => `<dt>${escape(d.label)}</dt><dd data-param="${escape(d.key)}">${escape(d.value) || '<span class="none">not given</span>'}</dd>`).join('')}</dl>` : ''}
  <div class="message">${escape(text(p.message)) || '<em>(no message)</em>'}</div>
  ${listed.length ? `<dl>${listed.map(({ label, value }) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>` : ''}
  ${attachments.length ? `<div class="attachments">${attachments.join('\n')}</div>` : ''}
  <p class="raw"><a href="/outbox/${escape(encodeURIComponent(email.folder))}/params.json">params.json</a></p>
</article>`;
}

/** Served with a policy of its own (outbox.mjs) that allows this inline sheet: the page is local tooling. */
const STYLE = `
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
`;

/**
 * @param {string} dir
 * @param {number} maxBytes
 */
export async function renderPage(dir, maxBytes) {
  const emails = await readOutbox(dir);
  const items = emails.map(emailArticle);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.ico">
<title>Outbox (${emails.length})</title>
<style>${STYLE}</style>
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
