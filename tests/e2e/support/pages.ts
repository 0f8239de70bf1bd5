/** Every page type of the site, by path, with the element that identifies it (promises §2). */
export const pages = [
  { path: '/', name: 'home', marker: 'section.hero' },
  { path: '/venue', name: 'venue', marker: 'header.page-header' },
  { path: '/gallery', name: 'gallery', marker: '.gallery-grid' },
  { path: '/news', name: 'news', marker: '.news-grid' },
  { path: '/contact', name: 'contact', marker: 'header.page-header' },
  // While the venue has events to come (both venues' content does); none: no such page (promises §11).
  { path: '/whats-on', name: 'whats-on', marker: '[data-events]' },
] as const;
