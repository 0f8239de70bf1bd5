import '@testing-library/jest-dom/vitest';
import { buildTimeValues } from './src/config/build-settings';

// What the build defines (integration/astro-foyer.mjs): the settings the browser may know. A test that changes a setting
// sets FOYER_PUBLIC_SETTINGS again (src/lib/wordpress.server.test.ts).
process.env.FOYER_PUBLIC_SETTINGS ??= buildTimeValues(process.env).FOYER_PUBLIC_SETTINGS;
