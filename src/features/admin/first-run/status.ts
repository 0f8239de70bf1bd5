/**
 * The first-run panel's rules (promises §18): from what the build knows (`BuildSetup`, /admin/setup.json) and what
 * the edge answers (`EdgeSetup`, GET /api/setup.json: booleans alone), each piece of the site's set-up as a row, its state
 * and the one thing to do. Free of the DOM, so every case is a unit test (status.test.ts); panel.ts draws the rows.
 */
import type { EdgeSettingName, EdgeSetup } from '../../../../edge/setup';
import { WORDS } from './words';

export type FormTemplate = 'message' | 'attachments' | 'subscribe';
export type TemplateName = FormTemplate | 'signIn';

/**
 * What the build knows, written beside the editor at build (src/pages/admin/setup.json.ts). Nothing in it is not
 * already public: the address and the EmailJS ids are in every page, the editor's repository in /admin/config.yml,
 * the calendar's held dates and their day on the contact page. Never the calendar's address.
 */
export interface BuildSetup {
  /** A build meant for deployment (`npm run build:production`). */
  production: boolean;
  /**
   * The site shows Foyer's demo venue: its folder holds the answers file that puts the venue's own in its place
   * (src/content/new-venue.ts `ANSWERS_FILE`), which the editor offers.
   */
  demo: boolean;
  /**
   * SITE_URL as the pages use it; `set`: the owner set it (else a developer's default, localhost, or '' where the
   * build was told no address: a Worker's build by Cloudflare).
   */
  siteUrl: { url: string; set: boolean };
  email: {
    /** No EmailJS account: the forms send to the local outbox. */
    local: boolean;
    /** EMAIL_RELAY=1: the pages send through the relay. */
    relay: boolean;
    /** The edge holds the account: the pages send names, not ids (a Worker's build by Cloudflare's button). */
    atEdge?: boolean;
    publicKey: string;
    serviceId: string;
    /** Each form template's id, '' when unset. */
    templates: Record<FormTemplate, string>;
    /** The venue's own address (site.yaml's `contact.email`): a test's reply goes there. */
    venueEmail: string;
    /** What each form template's test sends: the forms' own parameters with a test's words. */
    tests: Record<FormTemplate, Record<string, string>>;
  };
  /** readOn: the venue's calendar day the build read it, `YYYY-MM-DD`. */
  calendar: { feed: 'none' | 'sample' | 'set'; read: boolean; readOn: string | null; heldDates: number };
  editor: {
    backend: 'github' | 'gitlab' | 'gitea';
    /** EDITOR_REPO, '' when unset. */
    repo: string;
    /** email: on the venue's edge; browser: an OAuth application or helper; token: an access token each. */
    signIn: 'email' | 'browser' | 'token';
  };
  /** Where the repository's docs/ can be read (its host's file view), '' when the build cannot tell. */
  docs: string;
}

/** The edge's answer, or none where no edge runs (a host of files alone). */
export type EdgeState = EdgeSetup | 'none';

type RowState = 'done' | 'todo' | 'optional';

/** A place to read more: a file of the repository's docs/ (`docs/relay.md#turning-it-on`), or a page elsewhere. */
export type Reference = { doc: string } | { href: string; label: string };

export interface TemplateTest {
  template: TemplateName;
  label: string;
  /** Why it cannot be sent now; absent when it can. */
  blocked?: string;
}

export interface Row {
  id: 'address' | 'edge' | 'email' | 'relay' | 'sign-in' | 'calendar';
  title: string;
  state: RowState;
  /** What is so, in a sentence or two. */
  said: string;
  /** The one thing to do (for a row set up, what may still be done), and where to read more. */
  todo?: { text: string; see?: Reference };
  tests?: TemplateTest[];
}

const FORM_TEMPLATE_SETTINGS: Record<FormTemplate, string> = {
  message: 'EMAILJS_TEMPLATE_MESSAGE',
  attachments: 'EMAILJS_TEMPLATE_ATTACHMENTS',
  subscribe: 'EMAILJS_TEMPLATE_SUBSCRIBE',
};
/** Which setting holds each template's id. */
const TEMPLATE_SETTINGS: Record<TemplateName, string> = {
  ...FORM_TEMPLATE_SETTINGS,
  signIn: 'EMAILJS_TEMPLATE_SIGN_IN',
};

const EMAILJS_ID_SETTINGS = ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', ...Object.values(FORM_TEMPLATE_SETTINGS)];

const HOSTS = { github: 'GitHub', gitlab: 'GitLab', gitea: 'Gitea or Forgejo' } as const;

const unset = (edge: EdgeSetup, names: readonly string[]) => names.filter((name) => !edge.set[name as EdgeSettingName]);

function addressRow(build: BuildSetup, pageOrigin: string): Row {
  const { url, set } = build.siteUrl;
  const base = { id: 'address', title: WORDS.address.title } as const;
  if (!url) {
    return {
      ...base,
      state: 'todo',
      said: WORDS.address.unknown(pageOrigin),
      todo: {
        text: WORDS.address.unknownTodo(pageOrigin),
        see: { doc: 'docs/deploying.md' },
      },
    };
  }
  if (!set) {
    return {
      ...base,
      state: 'todo',
      said: WORDS.address.unset(url),
      todo: { text: WORDS.address.todo, see: { doc: 'docs/settings.md' } },
    };
  }
  const elsewhere = new URL(url).origin !== pageOrigin;
  return {
    ...base,
    state: 'done',
    said: elsewhere ? WORDS.address.elsewhere(url, pageOrigin) : WORDS.address.set(url),
  };
}

function edgeRow(build: BuildSetup, edge: EdgeState): Row {
  const base = { id: 'edge', title: WORDS.edge.title } as const;
  // The relay needs it, and staff sign-in by email: without an edge, the relay's row cannot be done either.
  if (edge === 'none') {
    return {
      ...base,
      state: 'todo',
      said: WORDS.edge.none,
      todo: { text: WORDS.edge.noneTodo, see: { doc: 'docs/deploying.md' } },
    };
  }
  if (edge.local) return { ...base, state: 'done', said: WORDS.edge.local };
  // Where the build was told no address, the address's own row asks for it, for the build and the edge at once.
  if (!edge.set.SITE_URL && build.siteUrl.url) {
    return {
      ...base,
      state: 'todo',
      said: WORDS.edge.present,
      todo: { text: WORDS.edge.siteUrlTodo, see: { doc: 'docs/relay.md#turning-it-on' } },
    };
  }
  return { ...base, state: 'done', said: WORDS.edge.present };
}

/** Whether a template's test can go now, and if not, why (the first thing in its way). */
function templateTest(build: BuildSetup, edge: EdgeState, template: TemplateName): TemplateTest {
  const test: TemplateTest = { template, label: WORDS.email.tests[template] };
  const blocked = (why: string) => ({ ...test, blocked: why });
  if (template !== 'signIn' && !build.email.templates[template]) {
    return blocked(WORDS.email.needsTemplate(TEMPLATE_SETTINGS[template]));
  }
  if (edge === 'none') return blocked(WORDS.email.needsEdge);
  if (!edge.relayReady) return blocked(WORDS.email.needsRelay);
  if (template === 'signIn' && !(edge.set.STAFF_EMAILS && (edge.set.EMAILJS_TEMPLATE_SIGN_IN || edge.local))) {
    return blocked(WORDS.email.needsStaff);
  }
  return test;
}

function emailRow(build: BuildSetup, edge: EdgeState): Row {
  const base = { id: 'email', title: WORDS.email.title } as const;
  const templates: TemplateName[] = ['message', 'attachments', 'subscribe'];
  // The sign-in email is the edge's, sent only where staff sign in by email.
  if (build.editor.signIn === 'email') templates.push('signIn');
  const tests = templates.map((template) => templateTest(build, edge, template));
  if (build.email.local) {
    return {
      ...base,
      state: 'todo',
      said: WORDS.email.local,
      todo: { text: WORDS.email.localTodo, see: { doc: 'docs/emailjs.md' } },
      tests,
    };
  }
  if (build.email.atEdge) {
    // The ids are the edge's to hold: which of them it has is its answer's (a test needs them all, relayRow).
    if (edge === 'none') {
      return { ...base, state: 'todo', said: WORDS.email.atEdge, todo: { text: WORDS.edge.noneTodo }, tests };
    }
    const atEdgeMissing = unset(edge, EMAILJS_ID_SETTINGS);
    return atEdgeMissing.length > 0
      ? {
          ...base,
          state: 'todo',
          said: WORDS.email.atEdge,
          todo: { text: WORDS.email.atEdgeMissing(atEdgeMissing), see: { doc: 'docs/emailjs.md' } },
          tests,
        }
      : { ...base, state: 'done', said: WORDS.email.atEdge, tests };
  }
  const missing = [
    build.email.serviceId ? '' : 'EMAILJS_SERVICE_ID',
    ...(Object.keys(FORM_TEMPLATE_SETTINGS) as FormTemplate[]).map((template) =>
      build.email.templates[template] ? '' : FORM_TEMPLATE_SETTINGS[template],
    ),
  ].filter(Boolean);
  const said = WORDS.email.set(build.email.publicKey, build.email.serviceId || '—');
  if (missing.length > 0) {
    return {
      ...base,
      state: 'todo',
      said,
      todo: { text: WORDS.email.missing(missing), see: { doc: 'docs/emailjs.md' } },
      tests,
    };
  }
  return { ...base, state: 'done', said, tests };
}

function relayRow(build: BuildSetup, edge: EdgeState): Row {
  const base = { id: 'relay', title: WORDS.relay.title } as const;
  const see = { doc: 'docs/relay.md#turning-it-on' };
  if (edge === 'none') {
    return build.email.relay
      ? { ...base, state: 'todo', said: WORDS.relay.noEdge, todo: { text: WORDS.edge.noneTodo, see } }
      : { ...base, state: 'todo', said: WORDS.relay.off, todo: { text: WORDS.relay.offNoEdgeTodo, see } };
  }
  const said = build.email.relay ? WORDS.relay.missing : WORDS.relay.off;
  if (!edge.relay) return { ...base, state: 'todo', said, todo: { text: WORDS.relay.notRun, see } };
  // The account the edge holds for pages that name none: without it, the edge has nothing to send with.
  const idsAtEdge = build.email.atEdge ? unset(edge, EMAILJS_ID_SETTINGS) : [];
  if (idsAtEdge.length > 0)
    return { ...base, state: 'todo', said, todo: { text: WORDS.email.atEdgeMissing(idsAtEdge), see } };
  // In local mode the edge has a key of its own for the outbox. EDGE_SECRET, when unset, the edge makes and keeps.
  const secrets = edge.local ? [] : unset(edge, ['EMAILJS_PRIVATE_KEY']);
  if (secrets.length > 0)
    return { ...base, state: 'todo', said, todo: { text: WORDS.relay.secretsTodo(secrets), see } };
  if (!edge.relayReady) return { ...base, state: 'todo', said, todo: { text: WORDS.advice.notSetUp, see } };
  // A build with an EmailJS account and an edge without it: the edge would refuse the pages' ids.
  const ids = build.email.local ? [] : unset(edge, EMAILJS_ID_SETTINGS);
  if (ids.length > 0) return { ...base, state: 'todo', said, todo: { text: WORDS.relay.idsTodo(ids), see } };
  if (!build.email.relay) return { ...base, state: 'todo', said, todo: { text: WORDS.relay.readyNotOn, see } };
  return { ...base, state: 'done', said: edge.local ? WORDS.relay.local : WORDS.relay.on };
}

/** What staff sign-in by email needs of the edge, in the order docs/staff.md sets it up. */
const SIGN_IN_SETTINGS = [
  'STAFF_EMAILS',
  'EDITOR_REPO',
  'GITHUB_APP_ID',
  'GITHUB_APP_INSTALLATION_ID',
  'GITHUB_APP_PRIVATE_KEY',
  'EMAILJS_TEMPLATE_SIGN_IN',
  'EMAILJS_PRIVATE_KEY',
] as const;
/** What local mode gives the edge of its own (the outbox's template and key, a secret made at each start). */
const LOCAL_MODE_GIVES = new Set<string>(['EMAILJS_TEMPLATE_SIGN_IN', 'EDGE_SECRET', 'EMAILJS_PRIVATE_KEY']);

function signInRow(build: BuildSetup, edge: EdgeState): Row {
  const base = { id: 'sign-in', title: WORDS.signIn.title } as const;
  const { backend, repo, signIn } = build.editor;
  if (!repo) {
    return {
      ...base,
      state: 'todo',
      said: WORDS.signIn.noRepo,
      todo: { text: WORDS.signIn.noRepoTodo, see: { doc: 'docs/editor.md#setting-it-up' } },
    };
  }
  if (signIn === 'browser') return { ...base, state: 'done', said: WORDS.signIn.browser(HOSTS[backend], repo) };
  if (signIn === 'token') {
    return {
      ...base,
      state: 'optional',
      said: WORDS.signIn.token(HOSTS[backend], repo),
      todo:
        backend === 'github'
          ? { text: WORDS.signIn.tokenGitHubTodo, see: { doc: 'docs/staff.md#signing-in-with-your-email' } }
          : { text: WORDS.signIn.tokenOtherTodo, see: { doc: 'docs/staff.md#signing-in' } },
    };
  }
  const see = { doc: 'docs/staff.md#signing-in-with-your-email' };
  if (edge === 'none')
    return { ...base, state: 'todo', said: WORDS.signIn.emailNoEdge, todo: { text: WORDS.edge.noneTodo, see } };
  if (edge.signInReady) return { ...base, state: 'done', said: WORDS.signIn.emailReady(repo) };
  const missing = unset(edge, SIGN_IN_SETTINGS).filter((name) => !(edge.local && LOCAL_MODE_GIVES.has(name)));
  return {
    ...base,
    state: 'todo',
    said: WORDS.signIn.emailMissing,
    todo: { text: WORDS.signIn.emailTodo(missing.length ? missing : [...SIGN_IN_SETTINGS]), see },
  };
}

/** Held dates older than this ask for a daily rebuild. */
const STALE_MS = 2 * 24 * 60 * 60 * 1000;

function calendarRow(build: BuildSetup, now: Date, formatDate: (iso: string) => string): Row {
  const base = { id: 'calendar', title: WORDS.calendar.title } as const;
  const { feed, read, readOn, heldDates } = build.calendar;
  const todo = { text: WORDS.calendar.todo, see: { doc: 'docs/calendar.md' } };
  if (feed === 'none') return { ...base, state: 'optional', said: WORDS.calendar.none, todo };
  if (feed === 'sample') return { ...base, state: 'optional', said: WORDS.calendar.sample(heldDates), todo };
  if (!read || !readOn) {
    return {
      ...base,
      state: 'todo',
      said: WORDS.calendar.failed,
      todo: { text: WORDS.calendar.failedTodo, see: { doc: 'docs/calendar.md#when-the-feed-cannot-be-read' } },
    };
  }
  const said = WORDS.calendar.read(formatDate(readOn), heldDates);
  if (now.getTime() - Date.parse(`${readOn}T00:00:00Z`) > STALE_MS) {
    return {
      ...base,
      state: 'done',
      said,
      todo: { text: WORDS.calendar.stale, see: { doc: 'docs/calendar.md#keeping-held-dates-fresh' } },
    };
  }
  return { ...base, state: 'done', said };
}

export interface RowsOptions {
  /** The origin the page was opened at. */
  pageOrigin: string;
  now?: Date;
  /** How a calendar day (`YYYY-MM-DD`) reads: in the browser's language, by default. */
  formatDate?: (day: string) => string;
}

const defaultFormat = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Every piece of the set-up, in the order an owner sets them up. */
export function setupRows(
  build: BuildSetup,
  edge: EdgeState,
  { pageOrigin, now = new Date(), formatDate = defaultFormat }: RowsOptions,
): Row[] {
  return [
    addressRow(build, pageOrigin),
    edgeRow(build, edge),
    emailRow(build, edge),
    relayRow(build, edge),
    signInRow(build, edge),
    calendarRow(build, now, formatDate),
  ];
}

/** Nothing left to do: the panel folds to one line. */
export const allSetUp = (rows: readonly Row[]) => rows.every((row) => row.state !== 'todo');

/**
 * The one thing to do after a failed test send, from its answer: EmailJS's own words, passed on by the relay, or
 * the relay's refusal. `template`: the test's, to name its setting.
 */
export function adviceFor(status: number, text: string, template: TemplateName): { text: string; see?: Reference } {
  const security = {
    href: 'https://dashboard.emailjs.com/admin/account/security',
    label: 'EmailJS → Account → Security',
  };
  const account = { href: 'https://dashboard.emailjs.com/admin/account', label: 'EmailJS → Account' };
  if (status === 0) return { text: WORDS.advice.noEdge };
  if (/non-browser/i.test(text)) return { text: WORDS.advice.nonBrowser, see: security };
  if (/venue's own EmailJS account/i.test(text))
    return { text: WORDS.advice.ownAccount, see: { doc: 'docs/relay.md#turning-it-on' } };
  if (/not set up yet/i.test(text)) return { text: WORDS.advice.notSetUp, see: { doc: 'docs/relay.md#turning-it-on' } };
  if (status === 429) return { text: WORDS.advice.tooMany };
  if (/private key|access ?token/i.test(text)) return { text: WORDS.advice.privateKey, see: account };
  if (/public key|user id/i.test(text)) return { text: WORDS.advice.publicKey, see: account };
  if (/service id/i.test(text)) return { text: WORDS.advice.service, see: { doc: 'docs/emailjs.md' } };
  if (/template id/i.test(text))
    return { text: WORDS.advice.template(TEMPLATE_SETTINGS[template]), see: { doc: 'docs/emailjs.md' } };
  if (/invalid grant|reconnect/i.test(text)) return { text: WORDS.advice.reconnect };
  return { text: WORDS.advice.other, see: { doc: 'docs/emailjs.md' } };
}
