import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mts,mjs}', 'scripts/**/*.test.{ts,mjs}', 'bench/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
