import { configDefaults, defineConfig } from 'vitest/config';
import unit, { productionBuildTest } from './vitest.config';

/** `npm run test:build`: the build meant for deployment, run as a host runs it (scripts/production-build.test.mjs). */
export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: [productionBuildTest],
    exclude: configDefaults.exclude,
    // Whole builds, and reading them back, beside the browser suites in `npm test`: minutes on a busy machine.
    testTimeout: 300_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest-build.json' }]],
  },
});
