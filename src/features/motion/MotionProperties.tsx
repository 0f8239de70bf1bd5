import { motionCustomPropertiesRule } from './constants';

/**
 * Writes the motion constants CSS needs (`--ease`, `--logo-end-width`) into the page, so that globals.css reads them
 * from constants.ts instead of repeating them. Rendered at build; the post-build step hashes it into the CSP.
 */
export function MotionProperties() {
  return <style>{motionCustomPropertiesRule}</style>;
}
