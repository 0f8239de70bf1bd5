/** Whether the visitor asked for reduced motion, read when each behaviour starts. */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
