/**
 * The instant the end-to-end suites' builds take as now (FOYER_NOW, set by playwright.config.ts and
 * playwright.examples.config.ts), and the one their browsers' clocks are set to where a spec depends on the day: what
 * the site lists as coming and holds as booked is then the same on whatever day the tests run.
 *
 * Just before the demo's and the example's one-off events, so that What's on lists them all; the demo's feed holds
 * 24 July 2027 (tests/e2e/held-dates.spec.ts), inside the 24 months published from here.
 */
export const TEST_NOW = '2026-12-01T12:00:00Z';
