// @ts-check
/** `POST /api/v1.0/email/send`: reads the request within the size limit, checks it, keeps it, logs it, answers. */
import path from 'node:path';
import { formatBytes } from '../../../src/lib/format-bytes.mjs';
import { refusal } from './check.mjs';
import { logLine } from './log.mjs';
import { storeEmail } from './store.mjs';

/**
 * EmailJS's answers are plain text: "OK", or the reason.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
export function sendText(res, status, text) {
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
 * @param {{ dir: string, maxBytes: number, accessToken?: string, log: (line: string) => void, now: () => Date }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function receiver({ dir, maxBytes, accessToken, log, now }) {
  return async (req, res) => {
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
    const reason = refusal(parsed, accessToken);
    if (reason) {
      sendText(res, 400, reason);
      return;
    }
    const email = await storeEmail(dir, /** @type {Record<string, unknown>} */ (parsed), now());
    log(logLine(email, `${path.relative(process.cwd(), path.join(dir, email.folder)) || email.folder}/`));
    sendText(res, 200, 'OK');
  };
}
