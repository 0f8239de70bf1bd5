import { BEFORE_HYDRATION, BEFORE_HYDRATION_ID } from './before-hydration.mjs';
import { FIRST_SCREEN, LOADER, LOADER_ID } from './loader.mjs';

/**
 * The two inline scripts every page ends with: the controls' stand-in first, so it is listening before any chunk
 * can arrive, then the loader. Fixed strings, rendered here rather than written in after the build; the post-build
 * pass only gives the loader its page's chunks (`data-chunks`) and hashes both for the security policy.
 */
export function EarlyScripts() {
  return (
    <>
      <script id={BEFORE_HYDRATION_ID} dangerouslySetInnerHTML={{ __html: BEFORE_HYDRATION }} />
      <script id={LOADER_ID} dangerouslySetInnerHTML={{ __html: LOADER }} />
    </>
  );
}

/** Rendered just before a page's priority photo: the photos below the first screen wait for it (./loader.mjs). */
export function FirstScreenMark() {
  return <script dangerouslySetInnerHTML={{ __html: FIRST_SCREEN }} />;
}
