// @ts-check
import { describe, expect, it } from 'vitest';
import { serverOnly } from './astro-foyer.mjs';

/**
 * The `server-only` guard as Vite calls it: resolving the marker in an environment, during a build or the dev server.
 * @param {'build' | 'serve'} command @param {string} environment
 */
function resolveIn(command, environment) {
  const plugin = /** @type {any} */ (serverOnly());
  plugin.configResolved({ command });
  const context = {
    environment: { name: environment },
    error: (/** @type {string} */ message) => {
      throw new Error(message);
    },
  };
  const id = plugin.resolveId.call(context, 'server-only', `${process.cwd()}/src/content/index.ts`);
  return { id, code: plugin.load.call(context, id) };
}

describe('the `server-only` guard (integration/astro-foyer.mjs)', () => {
  it('is nothing on the server, in a build and in the dev server', () => {
    for (const command of /** @type {const} */ (['build', 'serve'])) {
      for (const environment of ['ssr', 'prerender']) expect(resolveIn(command, environment).code).toBe('export {};');
    }
  });

  it('stops a build whose browser code imports a server-only module, naming the importer', () => {
    expect(() => resolveIn('build', 'client')).toThrow(
      /^src\/content\/index\.ts is server-only \(it reads the build machine\) and was imported by code that runs in the browser\.$/,
    );
  });

  it('in the dev server, says so when the browser runs such a module (its dependency scan reads every module)', () => {
    expect(resolveIn('serve', 'client').code).toMatch(/^throw new Error\(".*src\/content\/index\.ts is server-only/);
  });

  it('leaves every other import alone', () => {
    const plugin = /** @type {any} */ (serverOnly());
    plugin.configResolved({ command: 'build' });
    expect(plugin.resolveId.call({ environment: { name: 'client' } }, 'react', undefined)).toBeNull();
  });
});
