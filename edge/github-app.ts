/**
 * The venue's GitHub App, which the edge holds and the editor never sees (promises §17): from the App's private key,
 * an installation token for the site's repository alone, with write access to its contents and nothing else, which
 * GitHub ends after an hour. `@octokit/auth-app` signs the App's JWT and keeps each token until a few minutes before
 * it ends.
 */
import { createAppAuth } from '@octokit/auth-app';
import { request } from '@octokit/request';

export interface GitHubApp {
  appId: string;
  /** The App's private key, PEM (PKCS#8, as `openssl pkcs8 -topk8 -nocrypt` writes GitHub's). */
  privateKey: string;
  installationId: string;
  /** owner/name */
  repo: string;
  /** GitHub's API, https://api.github.com unless a test or GitHub Enterprise names another. */
  apiOrigin: string;
  fetch?: typeof fetch;
}

/** One App's tokens for as long as the edge's code lives (a Worker's isolate, a Function's instance), across requests. */
const apps = new Map<string, () => Promise<string>>();

export function repositoryTokens(app: GitHubApp): () => Promise<string> {
  const key = [app.apiOrigin, app.appId, app.installationId, app.repo].join(' ');
  const known = apps.get(key);
  if (known && !app.fetch) return known;
  const auth = createAppAuth({
    appId: app.appId,
    privateKey: app.privateKey,
    installationId: app.installationId,
    request: request.defaults({ baseUrl: app.apiOrigin, request: app.fetch ? { fetch: app.fetch } : {} }),
  });
  const name = app.repo.split('/')[1] ?? app.repo;
  const tokens = async () =>
    (
      await auth({
        type: 'installation',
        repositoryNames: [name],
        permissions: { contents: 'write', metadata: 'read' },
      })
    ).token;
  if (!app.fetch) apps.set(key, tokens);
  return tokens;
}
