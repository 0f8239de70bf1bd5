// @ts-check
/** The terminal's line per email: what arrived, from whom, and where it was kept. */
import { formatBytes } from '../../../src/lib/format-bytes.mjs';
import { enquiryDetails } from './details.mjs';

/**
 * Strips what would let visitor text restyle or rewrite a terminal line (escape sequences, newlines).
 * @param {string} text
 */
function terminalSafe(text) {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** @param {string} text @param {number} length */
function truncate(text, length) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * The one line the terminal shows per email.
 * @param {import('./store.mjs').StoredEmail} email
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
