import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGE_SETUP_SETTINGS, edgeSetup, type EdgeSetup } from '../../../../edge/setup';
import { buildSetup } from './build-setup';
import { adviceFor, allSetUp, setupRows, type BuildSetup, type EdgeState, type Row } from './status';
import { VENUE_EMAILJS } from '@/config/emailjs-account.test-support';

/**
 * The first-run panel's rows (promises §18): with everything set, with nothing set, and with each piece missing in
 * turn, each says its state and the one thing to do.
 */
const SITE = 'https://venue.example';
const NOW = new Date('2026-12-01T12:00:00Z');
const tests = { message: { message: 'test' }, attachments: { message: 'test' }, subscribe: { reply_to: 'a@b.c' } };

/** The build of a site with every setting, as build-setup.ts writes it. */
const built = (env: Record<string, string> = {}, calendar: Partial<BuildSetup['calendar']> = {}): BuildSetup =>
  buildSetup(
    {
      FOYER_PRODUCTION: '1',
      SITE_URL: SITE,
      ...VENUE_EMAILJS,
      EMAIL_RELAY: '1',
      EDITOR_REPO: 'venue/site',
      EDITOR_SIGN_IN: 'email',
      ...env,
    },
    {
      calendar: { feed: 'set', read: true, readOn: '2026-12-01', heldDates: 14, ...calendar },
      venueEmail: 'events@venue.example',
      tests,
    },
  );

/** A build for deployment with the relay on that names no EmailJS id: the edge holds the account. */
const ACCOUNT_IDS = Object.keys(VENUE_EMAILJS);
const ACCOUNT_LEFT_TO_THE_EDGE = Object.fromEntries(ACCOUNT_IDS.map((name) => [name, '']));

/** An edge with every setting, but those named. */
const edgeWithout = (names: string[] = [], state: Partial<Omit<EdgeSetup, 'set'>> = {}): EdgeSetup => {
  const answer = edgeSetup(
    Object.fromEntries(EDGE_SETUP_SETTINGS.filter((name) => !names.includes(name)).map((name) => [name, 'set'])),
    {
      relay: true,
      // As the edge answers (edge/index.ts): EDGE_SECRET, when unset, it makes and keeps.
      relayReady: !names.includes('EMAILJS_PRIVATE_KEY'),
      signInReady: names.every((name) => name === 'EDGE_SECRET'),
      local: false,
    },
  );
  return { ...answer, ...state };
};

const rows = (build: BuildSetup, edge: EdgeState, pageOrigin = SITE) =>
  setupRows(build, edge, { pageOrigin, now: NOW, formatDate: (day) => day });
const row = (all: Row[], id: Row['id']) => all.find((each) => each.id === id)!;
const states = (all: Row[]) => Object.fromEntries(all.map((each) => [each.id, each.state]));

/** Each piece missing in turn, the rest set: that row alone is to do (or optional), with its one thing to do. */
const cases: [string, BuildSetup, EdgeState, Row['id'], Row['state'], RegExp][] = [
  ['SITE_URL in the build', built({ SITE_URL: '' }), edgeWithout(), 'address', 'todo', /^Set SITE_URL/],
  ['SITE_URL on the edge', built(), edgeWithout(['SITE_URL']), 'edge', 'todo', /SITE_URL too/],
  ['an edge', built(), 'none', 'edge', 'todo', /Cloudflare Worker or on Netlify/],
  [
    'an EmailJS account',
    // Not a build for deployment: one that is, with the relay on, leaves the account to the edge (below).
    built({ EMAILJS_PUBLIC_KEY: '', FOYER_PRODUCTION: '0' }),
    edgeWithout(),
    'email',
    'todo',
    /Create the four templates/,
  ],
  [
    'a template id',
    built({ EMAILJS_TEMPLATE_SUBSCRIBE: '' }),
    edgeWithout(),
    'email',
    'todo',
    /^Set EMAILJS_TEMPLATE_SUBSCRIBE in the build/,
  ],
  ['the relay in the build', built({ EMAIL_RELAY: '0' }), edgeWithout(), 'relay', 'todo', /set EMAIL_RELAY=1/],
  [
    "the relay's private key",
    built(),
    edgeWithout(['EMAILJS_PRIVATE_KEY']),
    'relay',
    'todo',
    /^Add EMAILJS_PRIVATE_KEY to the edge's secrets/,
  ],
  [
    "the edge's EmailJS ids",
    built(),
    edgeWithout(['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID']),
    'relay',
    'todo',
    /^Give the edge the build's EMAILJS_PUBLIC_KEY and EMAILJS_SERVICE_ID too/,
  ],
  ['the relay on the edge', built(), edgeWithout([], { relay: false }), 'relay', 'todo', /EMAIL_RELAY=1/],
  [
    "the account the edge holds for a build that names none (Cloudflare's button)",
    built(ACCOUNT_LEFT_TO_THE_EDGE),
    edgeWithout(['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_MESSAGE'], { local: false }),
    'email',
    'todo',
    /^Add EMAILJS_SERVICE_ID and EMAILJS_TEMPLATE_MESSAGE to the edge's secrets/,
  ],
  [
    "an address, which Cloudflare tells a Worker's build none of",
    built({ SITE_URL: '', WORKERS_CI_BUILD_UUID: 'b1d-0001' }),
    // The edge has none either: this row asks for both, and the edge's row does not ask again.
    edgeWithout(['SITE_URL']),
    'address',
    'todo',
    /^Set SITE_URL to https:\/\/venue\.example, or to the venue's own domain.*Build → Variables and secrets/,
  ],
  ['a repository', built({ EDITOR_REPO: '' }), edgeWithout(), 'sign-in', 'todo', /^Set EDITOR_REPO/],
  ['the staff', built(), edgeWithout(['STAFF_EMAILS']), 'sign-in', 'todo', /^Add STAFF_EMAILS to the edge/],
  [
    'the GitHub App',
    built(),
    edgeWithout(['GITHUB_APP_ID', 'GITHUB_APP_INSTALLATION_ID', 'GITHUB_APP_PRIVATE_KEY']),
    'sign-in',
    'todo',
    /^Add GITHUB_APP_ID, GITHUB_APP_INSTALLATION_ID and GITHUB_APP_PRIVATE_KEY to/,
  ],
  ['email sign-in', built({ EDITOR_SIGN_IN: '' }), edgeWithout(), 'sign-in', 'optional', /EDITOR_SIGN_IN=email/],
  [
    'a calendar',
    built({}, { feed: 'none', read: false, readOn: null }),
    edgeWithout(),
    'calendar',
    'optional',
    /^Set AVAILABILITY_ICS/,
  ],
  [
    'a readable calendar',
    built({}, { read: false, readOn: null }),
    edgeWithout(),
    'calendar',
    'todo',
    /secret address was reset/,
  ],
  ['a fresh calendar', built({}, { readOn: '2026-11-20' }), edgeWithout(), 'calendar', 'done', /Rebuild daily/],
];

describe('the first-run rows (promises §18)', () => {
  it('with everything set: every row set up, each template testable, and the panel folds', () => {
    const all = rows(built(), edgeWithout());
    expect(states(all)).toEqual({
      address: 'done',
      edge: 'done',
      email: 'done',
      relay: 'done',
      'sign-in': 'done',
      calendar: 'done',
    });
    expect(all.filter((each) => each.todo)).toEqual([]);
    expect(row(all, 'email').tests?.map((test) => [test.template, test.blocked])).toEqual([
      ['message', undefined],
      ['attachments', undefined],
      ['subscribe', undefined],
      ['signIn', undefined],
    ]);
    expect(row(all, 'calendar').said).toBe(
      'Read at build on 2026-12-01: 14 held dates. The site shows those of its last build.',
    );
    expect(allSetUp(all)).toBe(true);
  });

  it('with nothing set (a fresh clone, served as files alone): each piece to do, the calendar optional', () => {
    const all = rows(
      buildSetup(
        {},
        { calendar: { feed: 'none', read: false, readOn: null, heldDates: 0 }, venueEmail: 'e@x.y', tests },
      ),
      'none',
      'http://localhost:3999',
    );
    expect(states(all)).toEqual({
      address: 'todo',
      edge: 'todo',
      email: 'todo',
      relay: 'todo',
      'sign-in': 'todo',
      calendar: 'optional',
    });
    for (const each of all) expect(each.todo?.text, each.id).toMatch(/\w/);
    expect(row(all, 'address').todo?.text).toMatch(/^Set SITE_URL/);
    expect(row(all, 'edge').todo?.text).toMatch(/Cloudflare Worker or on Netlify/);
    expect(row(all, 'email').todo?.see).toEqual({ doc: 'docs/emailjs.md' });
    expect(row(all, 'sign-in').todo?.text).toMatch(/^Set EDITOR_REPO/);
    // No edge: no test can go, and each says why.
    expect(new Set(row(all, 'email').tests?.map((test) => test.blocked))).toEqual(
      new Set(['they go through the edge (above).']),
    );
    expect(allSetUp(all)).toBe(false);
  });

  it.each(cases)('without %s, says so and the one thing to do', (_, build, edge, id, state, todo) => {
    const all = rows(build, edge);
    expect(row(all, id).state).toBe(state);
    expect(row(all, id).todo?.text).toMatch(todo);
    // Every other row keeps its state: one piece missing is one row (and the relay or sign-in it stops).
    const others = all.filter((each) => each.id !== id && each.state === 'todo').map((each) => each.id);
    for (const other of others) expect(['relay', 'sign-in', 'email', 'edge']).toContain(other);
    expect(allSetUp(all)).toBe(state !== 'todo');
  });

  it("with the account at the edge: the pages' tests go by the relay, blocked only by what the edge lacks", () => {
    const build = built(ACCOUNT_LEFT_TO_THE_EDGE);
    expect(build.email).toMatchObject({ local: false, atEdge: true, relay: true, publicKey: 'edge' });
    const ready = rows(build, edgeWithout());
    expect(row(ready, 'email')).toMatchObject({ state: 'done', said: expect.stringMatching(/account is the edge's/) });
    expect(row(ready, 'email').tests?.every((test) => !test.blocked)).toBe(true);
    expect(allSetUp(ready)).toBe(true);
    // An edge with no account at all (local, as edgeSettings reads it): both rows say what to add, and no test goes.
    const bare = rows(build, edgeWithout([...ACCOUNT_IDS, 'EMAILJS_PRIVATE_KEY'], { local: true, relayReady: false }));
    expect(row(bare, 'email').todo?.text).toMatch(/^Add EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID, /);
    expect(row(bare, 'relay').todo?.text).toMatch(/^Add EMAILJS_PUBLIC_KEY, /);
    expect(row(bare, 'email').tests?.every((test) => test.blocked)).toBe(true);
  });

  it("asks once for the address a Worker's build was told none of: for the build and the edge together", () => {
    const all = rows(built({ SITE_URL: '', WORKERS_CI_BUILD_UUID: 'b1d-0001' }), edgeWithout(['SITE_URL']));
    expect(row(all, 'edge').state).toBe('done');
    expect(row(all, 'address').said).toMatch(/pages name none.*This page is at https:\/\/venue\.example\.$/);
    expect(row(all, 'address').todo?.text).toMatch(/Build → Variables and secrets and in its Settings → Variables/);
    // Told one, the edge without it is asked on its own row, as before.
    expect(row(rows(built(), edgeWithout(['SITE_URL'])), 'edge').state).toBe('todo');
  });

  it('asks for no EDGE_SECRET: without one, the edge makes its own and keeps it', () => {
    const all = rows(built(), edgeWithout(['EDGE_SECRET']));
    expect(row(all, 'relay').state).toBe('done');
    expect(row(all, 'sign-in').state).toBe('done');
    expect(allSetUp(all)).toBe(true);
  });

  it('blocks each test for its own reason: its template unset, the relay, the staff', () => {
    expect(row(rows(built({ EMAILJS_TEMPLATE_ATTACHMENTS: '' }), edgeWithout()), 'email').tests?.[1]).toEqual({
      template: 'attachments',
      label: 'Photos',
      blocked: 'EMAILJS_TEMPLATE_ATTACHMENTS is not set.',
    });
    const noKey = row(rows(built(), edgeWithout(['EMAILJS_PRIVATE_KEY'])), 'email').tests ?? [];
    expect(noKey.every((test) => /enquiry relay/.test(test.blocked ?? ''))).toBe(true);
    const noStaff = row(rows(built(), edgeWithout(['STAFF_EMAILS'])), 'email').tests ?? [];
    expect(noStaff.map((test) => test.blocked)).toEqual([
      undefined,
      undefined,
      undefined,
      'needs STAFF_EMAILS and EMAILJS_TEMPLATE_SIGN_IN on the edge.',
    ]);
    // Without email sign-in there is no sign-in email to test.
    expect(row(rows(built({ EDITOR_SIGN_IN: '' }), edgeWithout()), 'email').tests).toHaveLength(3);
  });

  it('says the page is at another address than SITE_URL, without counting it as undone', () => {
    const address = row(rows(built(), edgeWithout(), 'https://venue-site.netlify.app'), 'address');
    expect(address.state).toBe('done');
    expect(address.said).toMatch(/This page is at https:\/\/venue-site\.netlify\.app/);
  });

  it('in local mode (npm start with the relay), the edge and the relay are set up for the outbox', () => {
    const local = buildSetup(
      { EMAIL_RELAY: '1' },
      {
        calendar: { feed: 'sample', read: true, readOn: '2026-12-01', heldDates: 29 },
        venueEmail: 'e@x.y',
        tests,
      },
    );
    const edge = edgeSetup({ EMAIL_RELAY: '1' }, { relay: true, relayReady: true, signInReady: false, local: true });
    const all = rows(local, edge);
    expect(states(all)).toMatchObject({ edge: 'done', relay: 'done', email: 'todo', calendar: 'optional' });
    expect(row(all, 'email').tests?.every((test) => test.blocked === undefined)).toBe(true);
  });
});

describe('the one thing to do after a failed test send', () => {
  it.each([
    [403, 'API calls are disabled for non-browser applications', /non-browser applications/],
    [
      400,
      'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
      /EMAILJS_PUBLIC_KEY/,
    ],
    [400, 'The service ID is invalid', /EMAILJS_SERVICE_ID/],
    [400, 'The template ID is invalid', /EMAILJS_TEMPLATE_ATTACHMENTS/],
    [403, 'The Private Key is invalid', /EMAILJS_PRIVATE_KEY/],
    [412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account', /reconnect the email service/],
    [403, "This relay sends with the venue's own EmailJS account and templates only.", /differ from the build's/],
    [503, 'The enquiry relay is not set up yet (EDGE_SECRET).', /settings the answer names/],
    [429, 'Too many sends from this address: at most 10 an hour. Please try later.', /Wait an hour/],
    [0, 'the edge did not answer.', /check the edge/],
    [500, 'Something else', /docs\/emailjs\.md|EmailJS's answer/],
  ])('%i “%s”', (status, text, advice) => {
    expect(adviceFor(status, text, 'attachments').text).toMatch(advice);
  });

  it('links EmailJS’s own security page for its switch', () => {
    expect(adviceFor(403, 'API calls are disabled for non-browser applications', 'message').see).toEqual({
      href: 'https://dashboard.emailjs.com/admin/account/security',
      label: 'EmailJS → Account → Security',
    });
  });
});

describe('where each row sends the owner to read', () => {
  it('names docs that exist, at headings they have', () => {
    const all = [
      ...cases.flatMap(([, build, edge]) => rows(build, edge)),
      ...rows(
        buildSetup(
          {},
          { calendar: { feed: 'none', read: false, readOn: null, heldDates: 0 }, venueEmail: 'e@x.y', tests },
        ),
        'none',
      ),
    ];
    const texts = [
      'non-browser',
      'template ID',
      'service ID',
      "venue's own EmailJS account",
      'not set up yet',
      'other',
    ];
    const references = [
      ...all.map((each) => each.todo?.see),
      ...texts.map((text) => adviceFor(400, text, 'message').see),
    ].filter((see): see is { doc: string } => see !== undefined && 'doc' in see);
    expect(new Set(references.map((see) => see.doc)).size).toBeGreaterThan(8);
    for (const { doc } of references) {
      const [file, anchor] = doc.split('#') as [string, string | undefined];
      const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8');
      if (!anchor) continue;
      // GitHub's anchors: a heading in lower case, its spaces as hyphens, its punctuation dropped.
      const anchors = [...text.matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
        heading!
          .toLowerCase()
          .replace(/[^\w\s-]/g, '')
          .replace(/\s/g, '-'),
      );
      expect(anchors, doc).toContain(anchor);
    }
  });
});
