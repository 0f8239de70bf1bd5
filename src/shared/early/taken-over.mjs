// @ts-check
/**
 * The mark an island's code leaves on a control once it answers for it, so that the inline script
 * (./before-hydration.mjs) lets go of it at that very moment: EmailForm on its form, the attachment widget's controller
 * on its container (src/features/forms/EmailForm.tsx, src/features/attachments/controller.ts). Both leave it as React
 * commits them (a layout effect, a ref), before the browser can hand the page another event.
 *
 * Why not Astro's `ssr`: Astro takes it off an island as React starts to hydrate it, in a transition that renders a
 * task or more later (a long while on a slow phone). In between, a choice of files replaced the one before it (a
 * file input keeps only its latest choice) and a send went unanswered (React hydrates at once for a tap or a key,
 * but not for a form's submission): issue 49. Its own tiny module, so that the browser's bundle takes the name
 * without the build's minifier.
 */
export const TAKEN_OVER = 'data-taken-over';
