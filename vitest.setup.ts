import '@testing-library/jest-dom/vitest';
import { buildTimeValues } from './src/config/build-settings';

// What next.config.ts inlines for a build: the venue's choices the enquiry form offers. The settings are left to
// src/config/site.ts, which resolves them from the environment when a test sets one.
process.env.FOYER_VENUE_CHOICES ??= buildTimeValues(process.env).FOYER_VENUE_CHOICES;
