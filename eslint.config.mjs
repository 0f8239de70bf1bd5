import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports flow one way (README, layout): app → features → shared, lib, config, content. A feature does not reach
 * into another feature, the bottom layer reaches into neither, and the product (src/) never depends on the local
 * tooling (server/, scripts/). Tests may import the stand-ins: they fake services at the network boundary.
 */
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  { target: './src/features', from: './src/app', message: 'Features are used by pages, never the other way round.' },
  ...['shared', 'lib', 'config', 'content'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/app', './src/features'],
    message: `src/${layer} is below the pages and features: it cannot import them.`,
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through src/shared, src/lib or src/config.',
  })),
];
const toolingZones = ['server', 'scripts'].map((folder) => ({
  target: './src',
  from: `./${folder}`,
  message: `The product does not depend on local tooling (${folder}/).`,
}));
const tests = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'out/**',
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.outbox/**',
      '.foyer-last-good/**',
    ],
  },
  {
    files: ['src/**'],
    ignores: tests,
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, ...toolingZones] }] },
  },
  { files: tests, rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] } },
];

export default config;
