import { describe, expect, it } from 'vitest';
import { SETTINGS } from '@/config/settings.mjs';
import { buildSetup } from './build-setup';
import { VENUE_EMAILJS } from '@/config/emailjs-account.test-support';

/** What the build writes as /admin/setup.json (promises §18): what is set, and nothing that was not public already. */
const calendar = { feed: 'set', read: true, readOn: '2026-12-01', heldDates: 14 } as const;
const inputs = { calendar, venueEmail: 'events@venue.example', tests: { message: {}, attachments: {}, subscribe: {} } };

const SECRET_FEED = 'https://calendar.google.com/calendar/ical/venue%40example/private-0123456789abcdef/basic.ics';
const everything = {
  FOYER_PRODUCTION: '1',
  SITE_NAME: 'The Venue',
  SITE_URL: 'https://venue.example',
  ...VENUE_EMAILJS,
  EMAIL_RELAY: '1',
  AVAILABILITY_ICS: SECRET_FEED,
  EDITOR_REPO: 'venue/site',
  EDITOR_BRANCH: 'live',
  EDITOR_SIGN_IN: 'email',
  // The edge's: a build never reads them, and the page must never carry them even if a host gives the build all.
  EMAILJS_PRIVATE_KEY: 'secret-private-key',
  EDGE_SECRET: 'secret-edge',
  STAFF_EMAILS: 'owner@venue.example',
  GITHUB_APP_PRIVATE_KEY: 'secret-app-key',
};

describe('the build’s part of the set-up (/admin/setup.json)', () => {
  it('with nothing set: a local build, the outbox, no relay, SITE_URL not set, the editor on a token', () => {
    const setup = buildSetup({}, inputs);
    expect(setup).toMatchObject({
      production: false,
      demo: false,
      siteUrl: { url: 'http://localhost:3000', set: false },
      email: { local: true, relay: false },
      editor: { backend: 'github', repo: '', signIn: 'token' },
      docs: '',
    });
  });

  it('says whether the site is the demo, whose owner the editor asks for the venue’s own', () => {
    expect(buildSetup({}, { ...inputs, demo: true }).demo).toBe(true);
    expect(buildSetup(everything, inputs).demo).toBe(false);
  });

  it('with everything set: the ids the pages carry, the relay, email sign-in and where the docs are read', () => {
    const setup = buildSetup(everything, inputs);
    expect(setup).toMatchObject({
      production: true,
      siteUrl: { url: 'https://venue.example', set: true },
      email: {
        local: false,
        relay: true,
        publicKey: 'venue-public',
        serviceId: 'venue_service',
        templates: { message: 'venue_message', subscribe: 'venue_subscribe', attachments: 'venue_attachments' },
        venueEmail: 'events@venue.example',
      },
      calendar,
      editor: { backend: 'github', repo: 'venue/site', signIn: 'email' },
      docs: 'https://github.com/venue/site/blob/live',
    });
  });

  it('never carries the calendar’s address, a secret, or any value the browser may not have', () => {
    const text = JSON.stringify(buildSetup(everything, inputs));
    expect(text).not.toContain('calendar.google.com');
    expect(text).not.toContain('private-0123456789abcdef');
    // What is public already besides the browser's settings: the editor's repository and branch (/admin/config.yml).
    const publicAnyway = new Set(['EDITOR_REPO', 'EDITOR_BRANCH', 'EDITOR_SIGN_IN', 'EMAIL_RELAY', 'FOYER_PRODUCTION']);
    for (const { name, browser } of SETTINGS) {
      const value = everything[name as keyof typeof everything];
      if (value && !browser && !publicAnyway.has(name)) expect(text, name).not.toContain(value);
    }
  });

  it.each([
    [{ EDITOR_BASE_URL: 'https://auth.venue.example' }, 'github', 'browser', 'https://github.com/venue/site/blob/main'],
    [
      { EDITOR_BACKEND: 'gitlab', EDITOR_APP_ID: 'app' },
      'gitlab',
      'browser',
      'https://gitlab.com/venue/site/-/blob/main',
    ],
    [{ EDITOR_BACKEND: 'gitlab' }, 'gitlab', 'token', 'https://gitlab.com/venue/site/-/blob/main'],
    [
      { EDITOR_BACKEND: 'gitea', EDITOR_BASE_URL: 'https://codeberg.org' },
      'gitea',
      'token',
      'https://codeberg.org/venue/site/src/branch/main',
    ],
    // Email sign-in is GitHub's alone.
    [
      { EDITOR_BACKEND: 'gitlab', EDITOR_SIGN_IN: 'email' },
      'gitlab',
      'token',
      'https://gitlab.com/venue/site/-/blob/main',
    ],
  ])('signs staff in as the editor’s configuration says (%o)', (env, backend, signIn, docs) => {
    expect(buildSetup({ EDITOR_REPO: 'venue/site', ...env }, inputs)).toMatchObject({
      editor: { backend, signIn },
      docs,
    });
  });
});
