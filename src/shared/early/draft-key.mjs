// @ts-check
/**
 * Where a form's typed values are kept in localStorage, by the form's id: read and written by the inline script
 * before the scripts arrive (./before-hydration.mjs) and by EmailForm after (src/features/forms/drafts.ts). Its
 * own tiny module, so that the browser's bundle takes the key without the build's minifier.
 */
export const DRAFT_PREFIX = 'foyer:draft:';
