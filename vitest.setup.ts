import '@testing-library/jest-dom/vitest';
import { buildTimeValues } from './src/config/build-settings';

// What next.config.ts inlines for a build: the settings the browser may know, and the venue's choices the enquiry
// form offers. A test that changes a setting sets FOYER_PUBLIC_SETTINGS again (src/lib/wordpress.server.test.ts).
const inlined = buildTimeValues(process.env);
process.env.FOYER_PUBLIC_SETTINGS ??= inlined.FOYER_PUBLIC_SETTINGS;
process.env.FOYER_VENUE_CHOICES ??= inlined.FOYER_VENUE_CHOICES;
