/** Widths in CSS pixels. Below `tablet` is "mobile" for smooth scrolling (docs/promises.md §6). */
export const breakpoints = { tablet: 1024 } as const;
