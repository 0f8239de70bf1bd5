/**
 * The first-run panel at /admin/ (promises §18), in the browser: it asks the build (/admin/setup.json) and the edge
 * (GET /api/setup.json) what is set up, draws a row for each piece with the one thing to do (status.ts), and sends each
 * EmailJS template a test through the relay, as a form sends (same address, proof of work and budget).
 *
 * Bundled at build into /admin/first-run.js (src/pages/admin/first-run.js.ts), a file of the editor's own origin, so
 * the editor's policy (`script-src 'self'`, no inline script) holds it. It sits beside Sveltia's sign-in page, which
 * it never touches: the page gives Sveltia its own box, `#nc-root` (editor-page.ts), and the panel's stylesheet
 * places the two. Once a member of staff is signed in (the editor's address moves to `#/…`), the panel goes.
 */
import { version as libraryVersion } from '@emailjs/browser/package.json';
import { SETUP_PATH, SIGN_IN_TEST_PATH, type EdgeSetup } from '../../../../edge/setup';
import { PANEL_ID, SETUP_FILE } from './paths';
import { solveProof, TestSendError } from './proof';
import {
  adviceFor,
  allSetUp,
  setupRows,
  type BuildSetup,
  type EdgeState,
  type Reference,
  type Row,
  type TemplateName,
  type TemplateTest,
} from './status';
import { WORDS } from './words';

/** How long the edge may take to answer before the page says nothing answers. */
const EDGE_TIMEOUT_MS = 8_000;

type Child = Node | string | null | undefined | false;

/** An element with its attributes and children: the panel's whole markup, with no HTML parsed from text. */
function h(tag: string, attributes: Record<string, string | boolean> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Signed in, or coming back signed in: the editor's own address (`#/collections/…`), or a session it keeps. */
function signedIn(): boolean {
  if (/^#\/(?!signin(\/|$))/.test(location.hash)) return true;
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as { backendName?: unknown } | null;
    return typeof user?.backendName === 'string';
  } catch {
    return false;
  }
}

async function readBuild(): Promise<BuildSetup | null> {
  try {
    const response = await fetch(SETUP_FILE, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as BuildSetup) : null;
  } catch {
    return null;
  }
}

const isEdgeSetup = (value: unknown): value is EdgeSetup =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EdgeSetup).relay === 'boolean' &&
  typeof (value as EdgeSetup).set === 'object';

/** The edge's answer; where none runs, the build's own file answers in its place (`{ "edge": false }`). */
async function askEdge(): Promise<EdgeState> {
  try {
    const response = await fetch(SETUP_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(EDGE_TIMEOUT_MS),
    });
    if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return 'none';
    const answer: unknown = await response.json();
    return isEdgeSetup(answer) ? answer : 'none';
  } catch {
    return 'none';
  }
}

function reference(see: Reference, docs: string): Node {
  if ('href' in see) return h('a', { href: see.href }, see.label);
  // The repository's own file where the build knows the repository; its path alone otherwise.
  return docs ? h('a', { href: `${docs}/${see.doc}` }, see.doc) : h('code', {}, see.doc);
}

function todoLine(todo: NonNullable<Row['todo']>, docs: string, optional: boolean): HTMLElement {
  return h(
    'p',
    { class: 'first-run-todo' },
    h('span', { class: 'first-run-todo-mark' }, optional ? WORDS.mayMark : WORDS.todoMark),
    ' ',
    todo.text,
    todo.see ? ' ' : null,
    todo.see
      ? h(
          'span',
          { class: 'first-run-see' },
          'href' in todo.see ? WORDS.open : WORDS.read,
          ' ',
          reference(todo.see, docs),
        )
      : null,
  );
}

/** One template's test: its button, or why it cannot go yet, and where its answer is said. */
function testItem(test: TemplateTest, build: BuildSetup): HTMLElement {
  const said = h('div', { class: 'first-run-answer', role: 'status' });
  if (test.blocked) {
    return h(
      'li',
      { class: 'first-run-test', 'data-template': test.template },
      h('span', { class: 'first-run-test-name' }, test.label),
      h('span', { class: 'first-run-blocked' }, test.blocked),
    );
  }
  const button = h(
    'button',
    { type: 'button', 'aria-label': WORDS.email.testOf(test.label) },
    WORDS.email.test,
  ) as HTMLButtonElement;
  button.addEventListener('click', () => void sendTest(test.template, build, button, said));
  return h(
    'li',
    { class: 'first-run-test', 'data-template': test.template },
    h('span', { class: 'first-run-test-name' }, test.label),
    button,
    test.template === 'signIn' ? h('span', { class: 'first-run-blocked' }, WORDS.email.signInTo) : null,
    said,
  );
}

/** The relay's path, as a form posts it; the sign-in email's test names nothing but its proof. */
async function post(template: TemplateName, build: BuildSetup, altcha: string): Promise<Response> {
  const json = { 'Content-Type': 'application/json' };
  if (template === 'signIn') {
    return fetch(SIGN_IN_TEST_PATH, { method: 'POST', headers: json, body: JSON.stringify({ altcha }) });
  }
  return fetch('/api/v1.0/email/send', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      lib_version: libraryVersion,
      user_id: build.email.publicKey,
      service_id: build.email.serviceId,
      template_id: build.email.templates[template],
      template_params: build.email.tests[template],
      altcha,
    }),
  });
}

async function sendTest(template: TemplateName, build: BuildSetup, button: HTMLButtonElement, said: HTMLElement) {
  if (button.getAttribute('aria-disabled') === 'true') return;
  // Not `disabled`: the button keeps the focus while the answer is said beside it.
  button.setAttribute('aria-disabled', 'true');
  said.className = 'first-run-answer';
  said.replaceChildren(h('p', {}, WORDS.email.sending));
  try {
    const response = await post(template, build, await solveProof()).catch(() => {
      throw new TestSendError(0, WORDS.noAnswer);
    });
    const text = (await response.text()).trim();
    if (response.status !== 200 && text !== 'OK') throw new TestSendError(response.status, text);
    said.classList.add('first-run-sent');
    said.replaceChildren(
      h('p', {}, template === 'signIn' ? WORDS.email.sentToStaff : WORDS.email.sent(build.email.venueEmail)),
    );
  } catch (error) {
    const failure = error instanceof TestSendError ? error : new TestSendError(0, String(error));
    const advice = adviceFor(failure.status, failure.text, template);
    said.classList.add('first-run-failed');
    said.replaceChildren(
      h('p', {}, WORDS.email.failed(failure.status, failure.text)),
      todoLine(advice, build.docs, false),
    );
  } finally {
    button.removeAttribute('aria-disabled');
  }
}

/** Each template's test; one line when none can go, for the same reason. */
function tests(list: readonly TemplateTest[], build: BuildSetup): HTMLElement {
  const [first] = list;
  if (first?.blocked && list.every((test) => test.blocked === first.blocked)) {
    return h('p', { class: 'first-run-blocked first-run-tests' }, WORDS.testsBlocked(first.blocked));
  }
  return h('ul', { class: 'first-run-tests' }, ...list.map((test) => testItem(test, build)));
}

function rowItem(row: Row, build: BuildSetup): HTMLElement {
  return h(
    'li',
    { class: 'first-run-row', 'data-row': row.id, 'data-state': row.state },
    h(
      'h3',
      {},
      h('span', { class: 'first-run-mark', 'aria-hidden': 'true' }),
      h('span', { class: 'first-run-row-title' }, row.title),
      h('span', { class: 'first-run-state' }, WORDS.states[row.state]),
    ),
    h('p', { class: 'first-run-said' }, row.said),
    row.todo ? todoLine(row.todo, build.docs, row.state !== 'todo') : null,
    row.tests ? tests(row.tests, build) : null,
  );
}

function draw(root: HTMLElement, build: BuildSetup, edge: EdgeState) {
  const rows = setupRows(build, edge, { pageOrigin: location.origin });
  const done = allSetUp(rows);
  const toDo = rows.filter((row) => row.state === 'todo').length;
  const body = h(
    'div',
    { id: `${PANEL_ID}-body`, class: 'first-run-body' },
    h('p', { class: 'first-run-intro' }, WORDS.intro),
    build.demo ? h('p', { class: 'first-run-intro', 'data-demo': '' }, WORDS.demo) : null,
    build.production ? null : h('p', { class: 'first-run-intro' }, WORDS.localBuild),
    h('ol', { class: 'first-run-rows' }, ...rows.map((row) => rowItem(row, build))),
  );
  const toggle = h('button', {
    type: 'button',
    class: 'first-run-toggle',
    'aria-controls': body.id,
  }) as HTMLButtonElement;
  const open = (shown: boolean) => {
    body.hidden = !shown;
    root.toggleAttribute('data-open', shown);
    toggle.setAttribute('aria-expanded', String(shown));
    toggle.textContent = shown ? WORDS.hide : WORDS.show;
  };
  toggle.addEventListener('click', () => open(body.hidden));
  root.replaceChildren(
    // Past the panel to the editor's own sign-in, for the keyboard (following it moves the focus's starting point).
    h('a', { class: 'first-run-skip', href: '#nc-root' }, WORDS.skip),
    h(
      'div',
      { class: 'first-run-head' },
      h('h2', { id: `${PANEL_ID}-title` }, WORDS.title),
      h('p', { class: 'first-run-summary', 'data-all-set': done }, done ? WORDS.allSet : WORDS.toDo(toDo)),
      toggle,
    ),
    body,
  );
  // Set up: one line, so that staff are not bothered; something to do: the details, open.
  open(!done);
  root.hidden = false;
}

async function start() {
  const root = document.getElementById(PANEL_ID);
  if (!root || signedIn()) return;
  const hideOnceSignedIn = () => {
    if (signedIn()) root.hidden = true;
  };
  window.addEventListener('hashchange', hideOnceSignedIn);
  const [build, edge] = await Promise.all([readBuild(), askEdge()]);
  if (!build || signedIn()) return;
  draw(root, build, edge);
}

void start();
