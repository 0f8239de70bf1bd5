// @ts-check
/**
 * Where the staff's editor reads and saves (the `backend` of /admin/config.yml), and the origins it reaches there:
 * the one source for the configuration (src/pages/admin/config.yml.ts) and for /admin/'s policy
 * (integration/security-headers.mjs), so that the policy allows exactly the chosen host's API and nothing else.
 * Plain JavaScript: the site files step (integration/site-files.mjs) imports it with no compiler.
 */
import { checkedSetting, settingValue } from '../../config/settings.mjs';

/** The hosted services' addresses when EDITOR_BASE_URL names none of the venue's own. */
const HOSTED = {
  github: { site: 'https://github.com', api: 'https://api.github.com' },
  gitlab: { site: 'https://gitlab.com', api: 'https://gitlab.com' },
  gitea: { site: 'https://gitea.com', api: 'https://gitea.com' },
};

/** Shown until EDITOR_REPO is set: "work with local repository" needs no repository name. */
export const NO_REPOSITORY = 'owner/repository';

/**
 * @typedef {{
 *   config: Record<string, string | string[]>,
 *   connect: string[],
 *   images: string[],
 * }} EditorBackend
 *   config: the `backend` of the editor's configuration; connect: the origins its API calls go to; images: the
 *   origins of pictures the editor shows from the host (the signed-in person's avatar).
 */

/**
 * @param {Record<string, string | undefined>} raw the build's settings
 * @returns {EditorBackend}
 */
export function editorBackend(raw) {
  /** @type {'github' | 'gitlab' | 'gitea'} */
  const name = checkedSetting(raw, 'EDITOR_BACKEND');
  const repo = checkedSetting(raw, 'EDITOR_REPO') || NO_REPOSITORY;
  const branch = checkedSetting(raw, 'EDITOR_BRANCH');
  const baseUrl = checkedSetting(raw, 'EDITOR_BASE_URL').replace(/\/+$/, '');
  const appId = settingValue(raw, 'EDITOR_APP_ID');
  if (name === 'github' && checkedSetting(raw, 'EDITOR_SIGN_IN') === 'email') {
    // Staff sign-in by email on the venue's own edge (edge/sign-in.ts, promises §17): the sign-in window and GitHub's
    // API are the site's own addresses, so the editor reaches nothing but its own origin.
    const site = new URL(checkedSetting(raw, 'SITE_URL')).origin;
    return {
      config: {
        name,
        repo,
        branch,
        base_url: site,
        auth_endpoint: 'api/auth',
        api_root: `${site}/api/github`,
        graphql_api_root: `${site}/api/github/graphql`,
      },
      connect: [],
      images: [],
    };
  }
  if (name === 'github') {
    // A base URL for GitHub is the OAuth helper (sveltia-cms-auth or any Decap-style one): it opens in a
    // window of its own and answers by message, so the page never calls it.
    return {
      // Without a helper, GitHub's own sign-in cannot finish (it needs a secret no page may hold): a token only.
      config: { name, repo, branch, ...(baseUrl ? { base_url: baseUrl } : { auth_methods: ['token'] }) },
      connect: [HOSTED.github.api],
      images: ['https://avatars.githubusercontent.com'],
    };
  }
  const origin = baseUrl ? new URL(baseUrl).origin : HOSTED[name].site;
  return {
    config: {
      name,
      repo,
      branch,
      ...(baseUrl ? { base_url: origin, api_root: `${origin}/api/${name === 'gitlab' ? 'v4' : 'v1'}` } : {}),
      // Signing in in the browser (PKCE): no helper, the host's own OAuth application. Gitea's sign-in is PKCE
      // always, and its schema refuses an `auth_type`. Without the application, a token only.
      ...(appId ? { ...(name === 'gitlab' ? { auth_type: 'pkce' } : {}), app_id: appId } : { auth_methods: ['token'] }),
    },
    connect: [origin],
    images: [origin],
  };
}
