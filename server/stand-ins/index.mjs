// @ts-check
/**
 * The local stand-ins for outside services, mounted by `server/index.mjs` in local mode.
 *
 * Each stand-in speaks its service's real protocol at the service's real path on this origin, so the
 * built site talks to it exactly as it would to the real thing:
 *   - the sample WordPress blog   GET  /wp-json/wp/v2/posts, /wp-json/wp/v2/posts/:id   (when BLOG_URL is unset;
 *                                 the venue's sample-blog.yaml)
 *   - the EmailJS outbox          POST /api/v1.0/email/send, and /outbox to read it     (when EMAILJS_PUBLIC_KEY is unset;
 *                                 with EMAIL_RELAY=1 the relay stands at that path and forwards to the outbox's
 *                                 /outbox/api/v1.0/email/send, which then asks for the private key)
 *
 * A stand-in is a connect-style handler: (req, res, next) => void. It calls next() for paths it does not own.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedSetting, edgeSettings, serverSettings, settingValue } from '../../src/config/settings.mjs';
import { edgeHandler } from '../edge.mjs';
import { createOutbox } from './outbox.mjs';
import { blogModeFrom, wordpressStandIn } from './wordpress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} Handler */

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ linkOrigin?: string }} [options] linkOrigin: the origin of the sample blog's links and pictures, when
 *   it is not the one the request names ('' for paths, as behind the dev server's rewrites)
 * @returns {Promise<{ name: string, handler: Handler }[]>}
 */
export async function localStandIns(env, { linkOrigin } = {}) {
  /** @type {{ name: string, handler: Handler }[]} */
  const standIns = [];
  const { local, outbox } = serverSettings(env);
  const relay = checkedSetting(env, 'EMAIL_RELAY') === '1';
  const signIn = checkedSetting(env, 'EDITOR_SIGN_IN') === 'email';
  // Not a stand-in but the venue's edge, played here (promises §16, §17): the relay in front of the outbox, at the
  // same path; staff sign-in at /api/auth and GitHub's API for the editor at /api/github.
  if (relay || signIn) {
    const name = [relay ? 'enquiry relay (/api/altcha)' : '', signIn ? 'staff sign-in (/api/auth)' : ''].filter(
      Boolean,
    );
    standIns.push({ name: name.join(', '), handler: edgeHandler(env) });
  }
  if (local.blog) {
    const mode = blogModeFrom(env.SAMPLE_BLOG_MODE);
    // The venue's own sample posts: those the build read (scripts/build.mjs), from the same content folder.
    const handler = wordpressStandIn({ mode, linkOrigin, contentDir: settingValue(env, 'CONTENT_DIR') });
    standIns.push({ name: mode ? `sample blog (${mode})` : 'sample blog', handler });
  }
  if (local.email) {
    standIns.push({
      name: 'EmailJS outbox (/outbox)',
      handler: createOutbox({
        dir: path.resolve(root, outbox.dir),
        maxBytes: outbox.maxBytes,
        // With the relay on, only the relay sends, with the private key (promises §16).
        accessToken: relay ? edgeSettings(env).privateKey : undefined,
      }),
    });
  }
  return standIns;
}
