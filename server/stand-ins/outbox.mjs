// @ts-check
/**
 * The local EmailJS outbox: answers `POST /api/v1.0/email/send` as EmailJS does (text/plain "OK", or
 * an error status with a plain-text reason), keeps every email on disk, and shows them at `/outbox`.
 * Mounted only in local mode (no EMAILJS_PUBLIC_KEY), so a deployed site has none. This file routes; each job has
 * its module in outbox/: receive (the send endpoint), check (ids, shape, size), store (the folders on disk),
 * page (/outbox), log (the terminal line).
 *
 * Size limit: EmailJS refuses requests over its plan's size (413). The outbox does too, at
 * OUTBOX_MAX_BYTES (default 2 MiB, a paid plan's order of size). One attachment at the site's
 * compression ceiling (0.9 MB, about 1.26 MB as base64) always fits; two such images (about
 * 2.5 MB) do not, so the form's "send one image per form" path happens here as it would for real.
 * Set OUTBOX_MAX_BYTES=3000000 to accept two maximal images, or a small value to try the 413 by hand.
 */
import path from 'node:path';
import sirv from 'sirv';
import { DEFAULT_MAX_BYTES } from './outbox/check.mjs';
import { renderPage } from './outbox/page.mjs';
import { receiver, sendText } from './outbox/receive.mjs';
import { FOLDER_PATTERN, IMAGE_EXTENSIONS } from './outbox/store.mjs';

export { DEFAULT_MAX_BYTES, maxBytesFrom } from './outbox/check.mjs';

const SEND_PATH = '/api/v1.0/email/send';
/** The same, for the enquiry relay of `npm start` (server/edge.mjs), which stands at SEND_PATH itself. */
const RELAYED_SEND_PATH = `/outbox${SEND_PATH}`;

/** @typedef {import('./index.mjs').Handler} Handler */

/**
 * @param {{ dir: string, maxBytes?: number, accessToken?: string, log?: (line: string) => void, now?: () => Date }} options
 *   accessToken: the account's private key, asked of every send as EmailJS's strict mode asks it (the relay is on);
 *   unset, sends from the browser are taken as EmailJS takes them by default.
 * @returns {Handler}
 */
export function createOutbox({
  dir,
  maxBytes = DEFAULT_MAX_BYTES,
  accessToken,
  log = console.log,
  now = () => new Date(),
}) {
  const receive = receiver({ dir, maxBytes, accessToken, log, now });
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

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://outbox.local');
    if (url.pathname === SEND_PATH || url.pathname === RELAYED_SEND_PATH) {
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
