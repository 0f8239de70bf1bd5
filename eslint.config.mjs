import fs from 'node:fs';
import astro from 'eslint-plugin-astro';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (docs/development.md, "Layout of the code"): views → features → shared, lib, config, content.
 * A feature does not reach into another feature, the bottom layer reaches into neither, and the product (src/) never
 * depends on the local tooling (server/, scripts/). Tests may import the stand-ins: they fake services at the network
 * boundary.
 */
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  { target: './src/features', from: './src/views', message: 'Features are used by pages, never the other way round.' },
  ...['shared', 'lib', 'config', 'content'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/views', './src/features'],
    message: `src/${layer} is below the pages and features: it cannot import them.`,
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through src/shared, src/lib or src/config.',
  })),
];
const toolingZones = ['server', 'scripts', 'integration'].map((folder) => ({
  target: './src',
  from: `./${folder}`,
  message: `The product does not depend on local tooling (${folder}/).`,
}));
const tests = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

const config = [
  ...tseslint.configs.recommended,
  // The .astro files (pages and the layout): Astro's own rules, with TypeScript's parser for their frontmatter.
  ...astro.configs.recommended,
  {
    // For every file the layer rules below hold, .astro included. The resolver reads tsconfig.json's paths, so that
    // they see through `@/…` imports too.
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // The accessibility rules that hold markup to ARIA (the e2e suite runs axe over every page).
      'jsx-a11y/alt-text': 'error',
      'jsx-a11y/aria-props': 'error',
      'jsx-a11y/aria-proptypes': 'error',
      'jsx-a11y/aria-unsupported-elements': 'error',
      'jsx-a11y/role-has-required-aria-props': 'error',
      'jsx-a11y/role-supports-aria-props': 'error',
      // TypeScript checks props; prop-types says the same thing again at run time.
      'react/prop-types': 'off',
    },
  },
  {
    ignores: [
      'out/**',
      'out-examples/**',
      '.astro/**',
      'node_modules/**',
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
