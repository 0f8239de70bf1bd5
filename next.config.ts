import type { NextConfig } from 'next';
import { buildTimeValues } from './src/config/build-settings';

// Throws naming every missing setting when the build is meant for deployment, and every problem in the venue's
// content folder, before any page is rendered.
const inlined = buildTimeValues(process.env);

const nextConfig: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
  poweredByHeader: false,
  // Resolved once; `process.env.FOYER_SETTINGS` and `FOYER_VENUE_CHOICES` mean the same in server and browser code.
  env: inlined,
};

export default nextConfig;
