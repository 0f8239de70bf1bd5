/**
 * A test whose subject is the same on every screen (markup, payloads, what loads when a form is used, keyboard use
 * with a mouse's hover): the mobile project leaves it out (playwright.config.ts), since each test there costs as
 * much again on a two-core machine. A test without it runs on a desktop and on a phone.
 */
export const ANY_SCREEN = { tag: '@any-screen' } as const;

/** A test of what only a desktop has (a mouse's hover, smooth scrolling): the mobile project leaves it out too. */
export const DESKTOP_ONLY = { tag: '@desktop' } as const;

/** For the tests of a loop over pages: on a phone too only for the pages in `onPhones`. */
export const onPhonesOnlyFor = (name: string, onPhones: readonly string[]) =>
  onPhones.includes(name) ? {} : ANY_SCREEN;
