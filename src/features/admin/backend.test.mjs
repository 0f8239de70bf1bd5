import { describe, expect, it } from 'vitest';
import { editorBackend, NO_REPOSITORY } from './backend.mjs';

describe('the editor’s backend', () => {
  it('is GitHub by default, for a local clone until a repository is named, signing in with a token', () => {
    expect(editorBackend({})).toEqual({
      config: { name: 'github', repo: NO_REPOSITORY, branch: 'main', auth_methods: ['token'] },
      connect: ['https://api.github.com'],
      images: ['https://avatars.githubusercontent.com'],
    });
  });

  it('names the OAuth helper as GitHub’s base URL, which the page opens in a window and never calls', () => {
    const backend = editorBackend({
      EDITOR_REPO: 'hall/site',
      EDITOR_BRANCH: 'live',
      EDITOR_BASE_URL: 'https://auth.hall.example/',
    });
    expect(backend.config).toEqual({
      name: 'github',
      repo: 'hall/site',
      branch: 'live',
      base_url: 'https://auth.hall.example',
    });
    expect(backend.connect).toEqual(['https://api.github.com']);
  });

  it('with staff sign-in by email, opens the edge’s sign-in window and reaches GitHub through the edge alone (promises §17)', () => {
    const backend = editorBackend({
      EDITOR_SIGN_IN: 'email',
      EDITOR_REPO: 'hall/site',
      SITE_URL: 'https://hall.example/',
    });
    expect(backend).toEqual({
      config: {
        name: 'github',
        repo: 'hall/site',
        branch: 'main',
        base_url: 'https://hall.example',
        auth_endpoint: 'api/auth',
        api_root: 'https://hall.example/api/github',
        graphql_api_root: 'https://hall.example/api/github/graphql',
      },
      connect: [],
      images: [],
    });
  });

  it('signs in to GitLab in the browser with the host’s OAuth application, and reaches that host alone', () => {
    expect(editorBackend({ EDITOR_BACKEND: 'gitlab', EDITOR_REPO: 'hall/site', EDITOR_APP_ID: 'abc' })).toEqual({
      config: { name: 'gitlab', repo: 'hall/site', branch: 'main', auth_type: 'pkce', app_id: 'abc' },
      connect: ['https://gitlab.com'],
      images: ['https://gitlab.com'],
    });
  });

  it('takes a Gitea or Forgejo of the venue’s own, with its API under it', () => {
    const backend = editorBackend({
      EDITOR_BACKEND: 'gitea',
      EDITOR_REPO: 'hall/site',
      EDITOR_BASE_URL: 'https://code.hall.example',
      EDITOR_APP_ID: 'id',
    });
    expect(backend.config).toEqual({
      name: 'gitea',
      repo: 'hall/site',
      branch: 'main',
      base_url: 'https://code.hall.example',
      api_root: 'https://code.hall.example/api/v1',
      app_id: 'id',
    });
    expect(backend.connect).toEqual(['https://code.hall.example']);
  });

  it('signs in to GitLab or Gitea with a token until the host’s OAuth application is named', () => {
    expect(editorBackend({ EDITOR_BACKEND: 'gitea', EDITOR_REPO: 'hall/site' }).config.auth_methods).toEqual(['token']);
    expect(editorBackend({ EDITOR_BACKEND: 'gitlab', EDITOR_REPO: 'hall/site' }).config.auth_methods).toEqual([
      'token',
    ]);
  });

  it('refuses a setting it cannot use, naming it', () => {
    expect(() => editorBackend({ EDITOR_BACKEND: 'bitbucket' })).toThrow(
      /EDITOR_BACKEND must be github, gitlab or gitea/,
    );
    expect(() => editorBackend({ EDITOR_REPO: 'site' })).toThrow(/EDITOR_REPO must be owner\/name/);
    expect(() => editorBackend({ EDITOR_BASE_URL: 'http://git.example' })).toThrow(
      /EDITOR_BASE_URL must be an https URL/,
    );
  });
});
