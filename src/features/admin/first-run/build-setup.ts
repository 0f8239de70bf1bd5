/**
 * What the build knows of the site's set-up, for the first-run panel at /admin/ (promises §18): written at build as
 * /admin/setup.json (src/pages/admin/setup.json.ts). Only what is public already (status.ts, `BuildSetup`): the
 * calendar comes in as the build read it, never its address.
 */
import { checkedSetting, isProductionBuild, onHost, resolveSettings, type RawSettings } from '@/config/settings.mjs';
import { editorBackend } from '../backend.mjs';
import type { BuildSetup, FormTemplate } from './status';

export interface BuildSetupInputs {
  calendar: BuildSetup['calendar'];
  /** The venue's own address (site.yaml's `contact.email`). */
  venueEmail: string;
  /** What each form template's test sends (src/features/forms/test-sends.ts, by way of the page). */
  tests: Record<FormTemplate, Record<string, string>>;
  /** The content folder is the demo's: it holds the answers file of "Your venue's own site". */
  demo?: boolean;
}

/** Where a file of the repository can be read on its host: `${docs}/docs/relay.md`. */
function docsBase(backend: BuildSetup['editor']['backend'], repo: string, branch: string, baseUrl: string): string {
  if (!repo) return '';
  if (backend === 'github') return `https://github.com/${repo}/blob/${branch}`;
  const origin = baseUrl ? new URL(baseUrl).origin : backend === 'gitlab' ? 'https://gitlab.com' : 'https://gitea.com';
  return backend === 'gitlab' ? `${origin}/${repo}/-/blob/${branch}` : `${origin}/${repo}/src/branch/${branch}`;
}

export function buildSetup(
  env: RawSettings,
  { calendar, venueEmail, tests, demo = false }: BuildSetupInputs,
): BuildSetup {
  const settings = resolveSettings(env);
  const backend: BuildSetup['editor']['backend'] = checkedSetting(env, 'EDITOR_BACKEND');
  const repo: string = checkedSetting(env, 'EDITOR_REPO');
  const config = editorBackend(env).config;
  const signIn: BuildSetup['editor']['signIn'] =
    backend === 'github' && checkedSetting(env, 'EDITOR_SIGN_IN') === 'email'
      ? 'email'
      : // The editor's configuration says it: a token alone, or a way to sign in in the browser.
        'auth_methods' in config
        ? 'token'
        : 'browser';
  return {
    production: isProductionBuild(env),
    demo,
    // Set by the owner, or the host's own address for the site (Netlify's URL).
    siteUrl: { url: settings.siteUrl, set: (onHost(env).SITE_URL ?? '').trim() !== '' },
    email: {
      local: settings.email.local,
      relay: settings.email.relay,
      atEdge: settings.email.atEdge,
      // In local mode, the outbox's own: the tests of a developer's build go there.
      publicKey: settings.email.publicKey,
      serviceId: settings.email.serviceId,
      templates: settings.email.templates,
      venueEmail,
      tests,
    },
    calendar,
    editor: { backend, repo, signIn },
    docs: docsBase(backend, repo, checkedSetting(env, 'EDITOR_BRANCH'), checkedSetting(env, 'EDITOR_BASE_URL')),
  };
}
