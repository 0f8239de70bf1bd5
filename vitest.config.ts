import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** The production-build test runs whole `next build`s: it has its own script (`npm run test:build`, vitest.build.config.ts). */
export const productionBuildTest = 'scripts/production-build.test.mjs';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,mts,mjs}',
      'scripts/**/*.test.{ts,mjs}',
      'bench/**/*.test.{ts,mjs}',
    ],
    exclude: [...configDefaults.exclude, productionBuildTest],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
