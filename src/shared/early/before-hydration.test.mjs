// @ts-check
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BEFORE_HYDRATION, BEFORE_HYDRATION_ID } from './before-hydration.mjs';
import { DRAFT_PREFIX } from './draft-key.mjs';
import { FIRST_USE_MARK, MOTION_ENTRY } from './motion-entry.mjs';
import { TAKEN_OVER } from './taken-over.mjs';

/** The fields a form keeps as its draft (the enquiry's, cut down), and where it keeps them. */
const DRAFT_FIELDS = ['name', 'email', 'message', 'event_date'];
/** What the contact page's held-date note carries (src/features/forms/HeldDateHelp.tsx). */
const HELD_NOTE = 'That date is already held. Tell us anyway: plans change, and we keep a waiting list.';
const draftKey = (/** @type {string} */ id) => `${DRAFT_PREFIX}${id}`;

/**
 * The markup the script meets: the server HTML of the header, a toggle block and a form (promises §2), cut down, each
 * control in its island as Astro writes it (`ssr` until it has hydrated).
 */
const markup = `<!DOCTYPE html><html><head></head><body>
<header class="site-header" id="site-header" popover="auto"><astro-island ssr client="tap">
  <button type="button" class="nav-trigger" aria-controls="o" popovertarget="site-header">Menu</button>
  <div class="nav-overlay" id="o"><ol class="nav-links"><li><a href="/venue">The venue</a></li></ol></div>
</astro-island></header>
<astro-island ssr client="near"><div class="toggle"><h3 class="toggle-title"><button type="button" class="toggle-head" aria-expanded="false" aria-controls="b"><span>Caterers?</span></button></h3>
  <div class="toggle-body" id="b" hidden=""><div class="toggle-content">Any caterer.</div></div></div></astro-island>
<astro-island ssr client="near"><div class="form-wrapper"><form id="enquiry-form" method="dialog" data-draft-fields="${DRAFT_FIELDS.join(' ')}" novalidate>
  <input name="name"><input name="email" type="email"><textarea name="message"></textarea>
  <input name="event_date" type="date"><p aria-live="polite" data-held="2026-12-05 2027-07-24" data-field="event_date" data-note="${HELD_NOTE}"></p>
  <input name="website">
  <button type="submit">Send enquiry</button></form></div></astro-island>
<script id="${BEFORE_HYDRATION_ID}">${BEFORE_HYDRATION}</script>
</body></html>`;

/** @param {(window: any) => void} [before] runs before the page's script, e.g. to leave a draft from an earlier visit */
function visit(before) {
  const dom = new JSDOM(markup, {
    url: 'http://localhost/contact',
    runScripts: 'dangerously',
    beforeParse: (window) => before?.(window),
  });
  const window = /** @type {any} */ (dom.window);
  const document = window.document;
  const $ = (/** @type {string} */ selector) => document.querySelector(selector);
  // What Astro does as each island wakes (here, all of them at once), and EmailForm as React commits it.
  const wake = () =>
    document.querySelectorAll('astro-island').forEach((/** @type {any} */ island) => island.removeAttribute('ssr'));
  const hydrate = () => {
    wake();
    document.querySelectorAll('form').forEach((/** @type {any} */ form) => form.setAttribute(TAKEN_OVER, ''));
  };
  /** @param {string} name @param {string} value */
  const type = (name, value) => {
    const field = $('form').elements[name];
    field.value = value;
    field.dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  /** The browser's popover toggle event (jsdom has no popovers: the platform's side is what the e2e tests check). */
  const popover = (/** @type {'open' | 'closed'} */ newState) =>
    $('#site-header').dispatchEvent(Object.assign(new window.Event('toggle'), { newState }));
  /** A send of the form, as a tap or a key makes it; whether something kept it from going natively. */
  const submit = () => {
    const event = new window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    $('form').dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { window, document, $, wake, hydrate, type, popover, submit };
}

describe('the inline script before hydration', () => {
  // It travels in the HTML of every page, before the page's own scripts are even asked for.
  it('remembers the first use for the motion, which arrives later', () => {
    const { window, document } = visit();
    expect(document.documentElement.hasAttribute(FIRST_USE_MARK)).toBe(false);
    window.dispatchEvent(new window.Event('scroll'));
    expect(document.documentElement.hasAttribute(FIRST_USE_MARK)).toBe(true);
  });

  it('starts the scroll motion once the page has painted, as a module of our origin', () => {
    // jsdom has no paint timing: the script then goes on as a browser without it does, at once.
    const { document } = visit();
    const motion = document.querySelectorAll('script[type="module"]');
    expect([...motion].map((s) => s.getAttribute('src'))).toEqual([MOTION_ENTRY]);
  });

  it('is small: under 1.85 KB gzipped, and one line', () => {
    // It carries the first screen's release and the motion's start too (./first-screen.mjs, ./motion-entry.mjs), which
    // were a loader of their own under Next.js (then 1.25 KB and about 0.5 KB). 1.8 KB until the photos chosen one at
    // a time joined each other (issue 49): 127 bytes more so that no photo a visitor chose is lost.
    expect(zlib.gzipSync(BEFORE_HYDRATION, { level: 6 }).length).toBeLessThan(1850);
    expect(BEFORE_HYDRATION).not.toContain('\n');
  });

  it('makes body.nav-open and aria-expanded follow what the popover shows, until React takes over', () => {
    const { document, $, hydrate, popover } = visit();
    // Served without it (the popover speaks for itself), said as soon as the script runs.
    expect($('button.nav-trigger').getAttribute('aria-expanded')).toBe('false');
    popover('open');
    expect(document.body.classList.contains('nav-open')).toBe(true);
    expect($('button.nav-trigger').getAttribute('aria-expanded')).toBe('true');
    popover('closed');
    expect(document.body.classList.contains('nav-open')).toBe(false);
    expect($('button.nav-trigger').getAttribute('aria-expanded')).toBe('false');
    hydrate();
    popover('open');
    expect(document.body.classList.contains('nav-open')).toBe(false);
  });

  it('opens and closes a toggle block from its head, findable while closed, and leaves it to React after hydration', () => {
    const { window, $, hydrate } = visit();
    const [block, head, body] = [$('.toggle'), $('button.toggle-head'), $('.toggle-body')];
    expect(body.getAttribute('hidden')).toBe('until-found');
    $('.toggle-head span').click();
    expect(block.classList.contains('open')).toBe(true);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(body.hasAttribute('hidden')).toBe(false);
    head.click();
    expect(block.classList.contains('open')).toBe(false);
    expect(head.getAttribute('aria-expanded')).toBe('false');
    expect(body.getAttribute('hidden')).toBe('until-found');
    // Find-in-page landing inside a closed body.
    body.removeAttribute('hidden');
    body.dispatchEvent(new window.Event('beforematch'));
    expect(block.classList.contains('open')).toBe(true);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    hydrate();
    head.click();
    expect(head.getAttribute('aria-expanded')).toBe('true');
  });

  it('holds a send (no native submission), marks it for EmailForm, and a second tap changes nothing', () => {
    const { $, hydrate, submit } = visit();
    const form = $('form');
    expect(submit()).toBe(true);
    expect(form.hasAttribute('data-queued')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(submit()).toBe(true);
    expect(form.hasAttribute('data-queued')).toBe(true);
    form.removeAttribute('data-queued');
    hydrate();
    expect(submit()).toBe(false);
    expect(form.hasAttribute('data-queued')).toBe(false);
  });

  it('holds a send from the moment Astro wakes the island until EmailForm marks the form as taken over', () => {
    // Between the two React has yet to render the island, and a form's submission does not make it hurry (issue 49).
    const { window, $, wake, hydrate, type, submit } = visit();
    const form = $('form');
    wake();
    type('name', 'Jane');
    expect(JSON.parse(window.localStorage.getItem(draftKey('enquiry-form')))).toEqual({ name: 'Jane' });
    expect(submit()).toBe(true);
    expect(form.hasAttribute('data-queued')).toBe(true);
    form.removeAttribute('data-queued');
    hydrate();
    expect(submit()).toBe(false);
    expect(form.hasAttribute('data-queued')).toBe(false);
    type('name', 'Jane Doe'); // EmailForm's to keep now
    expect(JSON.parse(window.localStorage.getItem(draftKey('enquiry-form')))).toEqual({ name: 'Jane' });
  });

  it('keeps what is typed as the draft (never the honeypot), and forgets a form emptied again', () => {
    const { window, type } = visit();
    type('name', 'Jane');
    type('message', 'A wedding in June');
    type('website', 'bot');
    expect(JSON.parse(window.localStorage.getItem(draftKey('enquiry-form')))).toEqual({
      name: 'Jane',
      message: 'A wedding in June',
    });
    type('name', '');
    type('message', '');
    expect(window.localStorage.getItem(draftKey('enquiry-form'))).toBeNull();
  });

  it('brings a draft back on return, into empty fields only, so typing then keeps the rest', () => {
    const { $, type, window } = visit((w) => {
      w.localStorage.setItem(
        draftKey('enquiry-form'),
        JSON.stringify({ name: 'Jane', email: 'jane@example.com', website: 'x' }),
      );
    });
    expect($('form').elements.name.value).toBe('Jane');
    expect($('form').elements.email.value).toBe('jane@example.com');
    expect($('form').elements.website.value).toBe('');
    type('message', 'Hello');
    expect(JSON.parse(window.localStorage.getItem(draftKey('enquiry-form')))).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      message: 'Hello',
    });
  });

  it('says the held-date note in its live region when the date field holds a held date, and takes it back', () => {
    const { window, $, type, hydrate } = visit();
    const note = $('[data-held]');
    expect(note.textContent).toBe('');
    type('event_date', '2027-07-24');
    expect(note.textContent).toBe(HELD_NOTE);
    expect(note.getAttribute('aria-live')).toBe('polite');
    type('event_date', '2027-07-25');
    expect(note.textContent).toBe('');
    // A native date picker may fire only `change`.
    $('form').elements.event_date.value = '2026-12-05';
    $('form').elements.event_date.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect(note.textContent).toBe(HELD_NOTE);
    // Part of a date is no date: no note.
    type('event_date', '2026-12-0');
    expect(note.textContent).toBe('');
    // React's form owns the note once it has taken over.
    hydrate();
    type('event_date', '2026-12-05');
    expect(note.textContent).toBe('');
  });

  it('says the note for a held date a draft brings back', () => {
    const { $ } = visit((w) =>
      w.localStorage.setItem(draftKey('enquiry-form'), JSON.stringify({ event_date: '2026-12-05' })),
    );
    expect($('form').elements.event_date.value).toBe('2026-12-05');
    expect($('[data-held]').textContent).toBe(HELD_NOTE);
  });

  it('survives blocked or broken storage', () => {
    const { $, type } = visit((w) => w.localStorage.setItem(draftKey('enquiry-form'), '{not json'));
    expect($('form').elements.name.value).toBe('');
    expect(() => type('name', 'Jane')).not.toThrow();
  });

  it('hides the events that ended since the build, and each shown one as it ends, before React and after', async () => {
    const now = Date.now();
    const at = (/** @type {number} */ ms) => new Date(now + ms).toISOString();
    const day = 86_400_000;
    const dom = new JSDOM(
      `<!DOCTYPE html><html><body><div data-events data-limit="2">
        <section data-events-group id="past"><ol><li id="a" data-ends="${at(-60_000)}"></li></ol></section>
        <section data-events-group id="soon"><ol><li id="b" data-ends="${at(150)}"></li>
          <li id="c" data-ends="${at(day)}"></li><li id="d" data-ends="${at(2 * day)}" hidden></li></ol></section>
        <p data-events-none hidden>Nothing coming.</p></div>
      <script>${BEFORE_HYDRATION}</script></body></html>`,
      { url: 'http://localhost/whats-on', runScripts: 'dangerously' },
    );
    const document = /** @type {any} */ (dom.window).document;
    const shown = () =>
      [...document.querySelectorAll('[data-ends]')].filter((item) => !item.hidden).map((item) => item.id);
    expect(shown()).toEqual(['b', 'c']);
    expect(document.getElementById('past').hidden).toBe(true);
    expect(document.querySelector('[data-events-none]').hidden).toBe(true);
    // An island's waking does not stop it: nothing of React's looks after the list.
    document.querySelectorAll('astro-island').forEach((/** @type {any} */ island) => island.removeAttribute('ssr'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(shown()).toEqual(['c', 'd']);
    dom.window.close();
  });
});
