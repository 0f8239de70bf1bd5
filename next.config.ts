import type { NextConfig } from 'next';
import { buildSettings } from './src/config/build-settings';

// Throws naming every missing setting when the build is meant for deployment, and every problem in the venue's
// content folder, before any page is rendered.
const settings = buildSettings(process.env);

const nextConfig: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
  poweredByHeader: false,
  // One value carries every resolved setting into server and browser code alike (src/config/site.ts reads it).
  env: { FOYER_SETTINGS: JSON.stringify(settings) },
};

export default nextConfig;
