import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** The production-build test runs whole builds: it has its own script (`npm run test:build`, vitest.build.config.ts). */
export const productionBuildTest = 'scripts/production-build.test.mjs';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // No Astro runs here: the collections filled by their own loader, in a store of the test's (the module says why).
      'astro:content': path.resolve(import.meta.dirname, 'src/content/astro-content.test-support.ts'),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // In `npm test` the unit tests share two cores with the type check, lint and the production build test: a test
    // that takes 2 s alone (a feed's 25,000 occurrences) took 8 there. What a test checks is never its time (speed is
    // the benches'); the timeout only ends one that hangs.
    testTimeout: 20_000,
    include: [
      'src/**/*.test.{ts,tsx,mjs}',
      'server/**/*.test.{ts,mts,mjs}',
      'scripts/**/*.test.{ts,mjs}',
      'integration/**/*.test.{ts,mjs}',
      'bench/**/*.test.{ts,mjs}',
      'edge/**/*.test.{ts,mjs}',
    ],
    exclude: [...configDefaults.exclude, productionBuildTest],
    environment: 'node',
    // Test files share their worker's module cache instead of loading every module anew: 21 s instead of 42 s on
    // two cores. Safe because no test keeps state in a module: stubs and fake timers are undone after each test
    // (and by the two options below, should a new test forget).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
