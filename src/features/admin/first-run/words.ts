/**
 * Every word of the first-run panel at /admin/ (promises §18), in one place. The page is the owner's, in English, as
 * /admin/ is (`<html lang="en">`); the editor below it says its own words in the staff's language. Setting names,
 * paths and menu names are written as the owner will find them, and each missing piece's advice is one sentence.
 */
const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const WORDS = {
  title: 'Setting up the site',
  intro:
    'What this site has and has not got yet, and the one thing to do for each. Anyone may open this page, so it shows no key and no private address.',
  demo: "This site shows Foyer's demo venue. Once you have signed in, open “Your venue's own site” in the editor: six answers put your venue's site in its place, to fill in.",
  localBuild:
    'This is a build for trying the site out: a deployed site is built with npm run build:production, which names every setting it lacks.',
  allSet: 'Everything is set up.',
  toDo: (count: number) => (count === 1 ? 'One thing to do.' : `${count} things to do.`),
  show: 'Show the details',
  hide: 'Hide the details',
  read: 'Read:',
  open: 'Open:',
  skip: 'Skip to the sign-in',
  testsBlocked: (why: string) => `Tests: ${why}`,
  todoMark: 'To do:',
  mayMark: 'If you wish:',
  noAnswer: 'the edge did not answer.',
  unsolved: 'the proof of work could not be solved.',
  states: { done: 'Set up', todo: 'To do', optional: 'Optional' },

  address: {
    title: "The site's address",
    unset: (url: string) =>
      `Not set: the links the site gives out (search results, shares, sign-in emails) say ${url}.`,
    set: (url: string) => url,
    elsewhere: (url: string, here: string) =>
      `${url}. This page is at ${here}: if ${url} is not the address visitors use yet, set SITE_URL to it and build again.`,
    todo: "Set SITE_URL to the site's https:// address in the host's build settings, then build again.",
    unknown: (here: string) =>
      `Not told to the build: Cloudflare gives a Worker's build no address, so the pages name none (search results and shares need one). This page is at ${here}.`,
    unknownTodo: (here: string) =>
      `Set SITE_URL to ${here}, or to the venue's own domain once the Worker has it, in the Worker's Settings → Build → Variables and secrets and in its Settings → Variables and Secrets; then retry the latest build (Deployments).`,
  },

  edge: {
    title: "The site's edge",
    none: "Nothing answers at /api/: this host serves the site's files alone.",
    noneTodo:
      'Deploy the site as a Cloudflare Worker or on Netlify, which run the edge beside the files (the enquiry relay and email sign-in need it).',
    local: "Answers at /api/, in local mode: emails go to this computer's outbox (/outbox).",
    present: 'Answers at /api/.',
    siteUrlTodo:
      "Give the edge the build's SITE_URL too (Cloudflare: the Worker's Settings → Variables and Secrets; Netlify passes the site's variables to its Function by itself).",
  },

  email: {
    title: 'Emails (EmailJS)',
    local: "No EmailJS account: the forms send to a local outbox, which only exists on a developer's computer.",
    localTodo:
      'Create the four templates in EmailJS from the files in emailjs/, then set EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and the three EMAILJS_TEMPLATE_… ids in the build’s settings.',
    missing: (names: readonly string[]) => `Set ${list(names)} in the build's settings, then build again.`,
    atEdge:
      "The EmailJS account is the edge's: the pages name no id of it, and the relay sends with the ids the edge holds. Test each template: the email goes to the venue's own inbox.",
    atEdgeMissing: (names: readonly string[]) =>
      `Add ${list(names)} to the edge's secrets (Cloudflare: the Worker's Settings → Variables and Secrets): EmailJS → Account and Email Templates show each.`,
    set: (publicKey: string, serviceId: string) =>
      `Public key ${publicKey}, service ${serviceId}. Test each template: the email goes to the venue's own inbox.`,
    tests: {
      message: 'Enquiry',
      attachments: 'Photos',
      subscribe: 'Subscribe',
      signIn: 'Sign-in link',
    },
    test: 'Send a test',
    testOf: (name: string) => `Send a test of the ${name} template`,
    signInTo: 'to the first address of STAFF_EMAILS',
    needsEdge: 'they go through the edge (above).',
    needsRelay: 'they go through the enquiry relay, which needs its two secrets (below).',
    needsTemplate: (name: string) => `${name} is not set.`,
    needsStaff: 'needs STAFF_EMAILS and EMAILJS_TEMPLATE_SIGN_IN on the edge.',
    sending: 'Sending… (the proof of work takes a second or two)',
    sent: (to: string) => `Sent: look in ${to}.`,
    sentToStaff: 'Sent to the first address of STAFF_EMAILS: look in that inbox.',
    failed: (status: number, text: string) =>
      status === 0 ? `Not sent: ${text}` : `Not sent. The answer (${status}): “${text}”`,
  },

  relay: {
    title: 'The enquiry relay',
    off: "Off: the forms send to EmailJS from the browser, and the ids in every page are all a bot needs to spend the month's emails.",
    offNoEdgeTodo: 'Move the site to a host that runs the edge (above), then set EMAIL_RELAY=1 in the build.',
    noEdge: 'On in the build, but nothing answers at /api/: every send fails until the edge is there (above).',
    notRun: 'The edge does not run the relay: start it with EMAIL_RELAY=1.',
    secretsTodo: (names: readonly string[]) =>
      `Add ${list(names)} to the edge's secrets (EmailJS → Account → API keys).`,
    idsTodo: (names: readonly string[]) =>
      `Give the edge the build's ${list(names)} too, as its variables: it sends for the venue's own ids alone.`,
    missing: 'On in the build, but the edge cannot send yet.',
    local: 'On, in local mode: each send carries a proof of work and goes to the local outbox.',
    on: "On: each send carries a proof of work, and EmailJS's private key stays on the edge. In EmailJS, keep Account → Security → Use Private Key on.",
    readyNotOn: "The edge is ready for it: set EMAIL_RELAY=1 in the build's settings, then build again.",
  },

  signIn: {
    title: 'Staff sign-in',
    noRepo: 'The editor has no repository to save to: it opens only a copy of the site on a computer.',
    noRepoTodo: "Set EDITOR_REPO to the site's repository (owner/name) in the build's settings, then build again.",
    emailReady: (repo: string) =>
      `By email: staff on the list (STAFF_EMAILS) sign in with a one-time link, and their saves go to ${repo}.`,
    emailNoEdge: 'By email, which needs the edge (above).',
    emailMissing: 'By email, but the edge lacks some of what it needs.',
    emailTodo: (names: readonly string[]) => `Add ${list(names)} to the edge's settings.`,
    browser: (host: string, repo: string) =>
      `Staff sign in with their ${host} account in the browser, and their saves go to ${repo}.`,
    token: (host: string, repo: string) =>
      `Staff sign in with an access token of their own ${host} account, and their saves go to ${repo}.`,
    tokenGitHubTodo:
      'To let staff sign in with their email instead, with no GitHub account: EDITOR_SIGN_IN=email and a GitHub App.',
    tokenOtherTodo: 'To sign in in the browser instead, register an OAuth application and set EDITOR_APP_ID.',
  },

  calendar: {
    title: 'The booking calendar',
    none: 'Not set: the contact page shows no date as held.',
    sample: (count: number) =>
      `The content folder's sample calendar (${count} held dates): a build for deployment never reads it.`,
    todo: "Set AVAILABILITY_ICS to the booking calendar's secret iCal address, as a secret of the build.",
    failed: 'Set, but the last build could not read it: the contact page shows no date as held.',
    failedTodo:
      'Read the line “The calendar feed … could not be read” in the build’s log; a 404 or a web page means the secret address was reset: copy the new one into AVAILABILITY_ICS.',
    read: (when: string, count: number) =>
      `Read at build on ${when}: ${count === 1 ? 'one held date' : `${count} held dates`}. The site shows those of its last build.`,
    stale: 'Rebuild daily to keep held dates fresh.',
  },

  /** The one thing to do when a test send fails, by what the answer says. */
  advice: {
    nonBrowser: 'In EmailJS, turn on Account → Security → “Allow EmailJS API for non-browser applications”.',
    privateKey: "Copy the private key from EmailJS (Account → API keys) into the edge's EMAILJS_PRIVATE_KEY.",
    publicKey:
      'Copy the public key from EmailJS (Account → General) into EMAILJS_PUBLIC_KEY, on the build and the edge.',
    service: 'Copy the service id from EmailJS (Email Services) into EMAILJS_SERVICE_ID, on the build and the edge.',
    template: (setting: string) =>
      `Copy the template's id from EmailJS (Email Templates → the template → Settings) into ${setting}.`,
    reconnect: 'In EmailJS, reconnect the email service (Email Services): its mailbox asks to be signed in again.',
    ownAccount:
      "The edge's EmailJS ids differ from the build's: give the edge the same SITE_URL and EMAILJS_… values as the build.",
    notSetUp: 'Add the settings the answer names to the edge.',
    tooMany: 'Wait an hour: the relay takes a few sends an hour from one address, tests included.',
    noEdge: 'Nothing answered: check the edge (above).',
    other: "Read EmailJS's answer above; the templates' settings are in docs/emailjs.md.",
  },
} as const;
