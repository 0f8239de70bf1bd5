/** The one query for reduced motion: load-motion.ts decides by it, and smooth scrolling listens for its changes. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion, read when each behaviour starts. */
export const reducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * Whether the browser links an animation to scrolling by itself (CSS scroll-driven animations): then the stylesheets
 * move the parallax pictures and shrink the logo, under the same `@supports` condition; else scroll-linked.ts does.
 */
export const scrollDrivenCss = () => CSS.supports('animation-timeline: view()');
