import { motionCustomPropertiesRule } from './constants';

/** React's key for the rule: with `precedence`, a `<style>` is a resource React writes once, by this name. */
export const MOTION_PROPERTIES_HREF = 'foyer-motion-properties';

/**
 * Writes the motion constants CSS needs (`--ease`, `--logo-end-width`) into the page, so that globals.css reads them
 * from constants.ts instead of repeating them. Rendered at build; the post-build step hashes it into the CSP, so its
 * text must stay static. `href` and `precedence` make it one of React 19's style resources, which React hoists into
 * <head> wherever it is rendered: a `<style>` in <body> is invalid HTML (and its `:root` rule outside its scope).
 */
export function MotionProperties() {
  return (
    <style href={MOTION_PROPERTIES_HREF} precedence="default">
      {motionCustomPropertiesRule}
    </style>
  );
}
