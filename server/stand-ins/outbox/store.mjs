// @ts-check
/**
 * The outbox on disk: each email is a folder in the outbox directory (default `.outbox/`, ignored by git):
 *   params.json        what arrived, with each `image_data_N` data URL replaced by the name of its file
 *   1-<name>.<ext> …   the attachments, decoded
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** File extensions for the data URL types the site sends; anything else is kept as opaque bytes. */
const EXTENSIONS = /** @type {Record<string, string>} */ ({
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
});
export const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'gif', 'webp', 'avif']);
/** An email's folder name: when it arrived, and a random suffix. Nothing else under /outbox/ is served. */
export const FOLDER_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{6}$/;

/** @typedef {{ field: string, name: string, file: string, type: string, bytes: number }} SavedAttachment */
/** @typedef {{ folder: string, received_at: string, lib_version: unknown, user_id: string, service_id: string, template_id: string, template_params: Record<string, unknown>, attachments: SavedAttachment[] }} StoredEmail */

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
function decodeDataUrl(dataUrl) {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/i.exec(dataUrl);
  if (!match) return null;
  const type = (match[1] || 'text/plain').toLowerCase();
  const payload = dataUrl.slice(match[0].length);
  const bytes = match[3] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  return { type, bytes };
}

/**
 * Keeps an accepted email in its own folder, its attachments decoded into files.
 * @param {string} dir
 * @param {Record<string, unknown>} body
 * @param {Date} date
 * @returns {Promise<StoredEmail>}
 */
export async function storeEmail(dir, body, date) {
  const folder = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  // Written in a hidden folder and renamed when whole: a reader listing the outbox (its page, a test waiting for an
  // email) never meets a folder whose params.json is not there yet.
  const target = path.join(dir, `.${folder}.partial`);
  await fs.promises.mkdir(target, { recursive: true });
  const params = /** @type {Record<string, unknown>} */ ({ .../** @type {object} */ (body.template_params ?? {}) });
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
  await fs.promises.rename(target, path.join(dir, folder));
  return email;
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
  const names = folders
    .filter((f) => FOLDER_PATTERN.test(f))
    .sort()
    .reverse();
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
