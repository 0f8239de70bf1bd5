/**
 * The one inline script that keeps the page's controls honest until their islands hydrate (promises §8). The
 * document (src/layouts/SiteDocument.astro) renders it at the end of every page's <body>; the build hashes it for the
 * security policy like every inline script (integration/site-files.mjs).
 *
 * The platform does what it can by itself, with no script at all: the nav trigger opens the header as a popover
 * (`popovertarget`), and a form's `method="dialog"` makes a native submission go nowhere (no request, no query
 * string, no navigation, values kept). What is left needs a few lines, and for each control only until its own island has hydrated (an
 * `<astro-island>` without `ssr`): each island wakes on its own (a form as it nears the screen, the menu on first use).
 *
 * - navigation: `body.nav-open` and the trigger's `aria-expanded` follow what the popover shows;
 * - toggle blocks: the head opens and closes its body (`.toggle.open`, `aria-expanded`, `hidden="until-found"`, so
 *   find-in-page also opens them); no animation, that starts with React;
 * - forms: a send is held (`data-queued`; the button says "One moment…" through CSS, in the page's language: the words
 *   are the dictionary's, on the button's `data-queued-text`) for EmailForm to send once it
 *   has taken over; typed values are kept as the same drafts EmailForm keeps, and drafts come back into empty fields
 *   when the form comes near the screen (./draft-key.mjs, DRAFT_NEAR, says why not at once);
 * - photos: each choice joins those held before it in the file input, in order (a file input keeps only its latest
 *   choice), for the attachment widget to take over as chosen, keeping those that fit (promises §4);
 * - held dates (promises §11): a date field's note (`[data-held]`, with the dates, its field's name and its text)
 *   says its text when the field holds a held date, as src/features/forms/held-dates.ts `showHeldNote` does after;
 * - the first screen: photos below it wait for it (./first-screen.mjs); once it has painted, the scroll motion starts
 *   (./motion-entry.mjs);
 * - events (promises §11): a list of a page built earlier hides what has ended (./settle-events.mjs), at once and
 *   as each shown event ends. This one needs no React at all, so it keeps going after the take-over.
 *
 * It changes attributes and classes only, never text or elements: React hydrates over text it did not write by
 * throwing the page's HTML away, but leaves attributes it did not expect as they are, and takes their state over
 * from the DOM (NavOverlay, Toggle, EmailForm read it when they mount). The one text it writes is the held-date
 * note's, in an element React renders with `dangerouslySetInnerHTML` so that it does not hydrate its content.
 * ES5 on purpose (it runs in any browser, before any island), and minified by terser when the build reads it (a unit
 * test holds it under 1.8 KB gzipped; it counts towards the home page's JavaScript on a phone).
 */
import { minify_sync as minifySync } from 'terser';
import { DRAFT_NEAR, DRAFT_PREFIX } from './draft-key.mjs';
import { PHOTO_WAIT_MS, releaseFirstScreen } from './first-screen.mjs';
import { FIRST_USE_EVENTS, FIRST_USE_MARK, MOTION_ENTRY } from './motion-entry.mjs';
import { settleEvents } from './settle-events.mjs';
import { TAKEN_OVER } from './taken-over.mjs';

export const BEFORE_HYDRATION_ID = '__foyer_early';

/* eslint-disable @typescript-eslint/no-unused-vars -- ES5: a catch needs its binding */
/**
 * @param {any} d the document @param {any} w the window (typed loosely: this is ES5 for any browser)
 * @param {string} prefix where drafts are kept (./draft-key.mjs)
 * @param {string} margin how near the screen a form comes before its draft is read (./draft-key.mjs)
 * @param {typeof settleEvents} settle ./settle-events.mjs
 * @param {typeof releaseFirstScreen} firstScreen ./first-screen.mjs @param {number} wait ./first-screen.mjs
 * @param {string} motion where the scroll motion's entry is (./motion-entry.mjs)
 * @param {string[]} uses what counts as a first use, and @param {string} usedMark what marks it (./motion-entry.mjs)
 * @param {string} taken the mark of a form or a photo widget its island's code answers for (./taken-over.mjs)
 */
function beforeHydration(d, w, prefix, margin, settle, firstScreen, wait, motion, uses, usedMark, taken) {
  // The first use, remembered for the motion's entry, which arrives after the first paint (./motion-entry.mjs).
  var used = function () {
    d.documentElement.setAttribute(usedMark, '');
    for (var i = 0; i < uses.length; i++) w.removeEventListener(uses[i], used, true);
  };
  for (var i = 0; i < uses.length; i++) w.addEventListener(uses[i], used, { capture: true, passive: true });
  firstScreen(d, wait, function () {
    // The scroll motion, once the page has painted: it decides itself when to load the rest (src/features/motion).
    var s = d.createElement('script');
    s.type = 'module';
    s.src = motion;
    d.head.appendChild(s);
  });
  // Whether the menu or a toggle block is still the page's own: its island has not hydrated (Astro takes `ssr` off an
  // <astro-island> once React runs it), or it is in no island, where nothing else will ever answer for it. A tap on
  // one while React is still on its way makes React hydrate at once and answer it.
  var waiting = function (el) {
    var island = el && el.closest && el.closest('astro-island');
    return !island || island.hasAttribute('ssr');
  };
  // Whether a form, or a photo widget, is still the page's own: until its island's code marks it as taken over, which
  // it does as React commits it (./taken-over.mjs says why `ssr` is too early for a send or a choice of files).
  var ours = function (el) {
    return !el.closest('[' + taken + ']');
  };
  // Asked for when first needed: even the property asks the browser whether the page may store anything.
  var store;
  var storage = function () {
    if (store === undefined)
      try {
        store = w.localStorage;
      } catch (e) {
        store = null;
      }
    return store;
  };
  var each = function (list, f) {
    for (var i = 0; i < list.length; i++) f(list[i]);
  };
  var fields = function (form) {
    return form.getAttribute('data-draft-fields').split(' ');
  };
  var key = function (form) {
    return prefix + form.id;
  };

  var trigger = d.querySelector('button.nav-trigger');
  var host = trigger && d.getElementById(trigger.getAttribute('popovertarget'));
  // The served HTML leaves the trigger's state to its popover (valid HTML); Chromium exposes no expanded state for a
  // trigger inside the header it opens, so the state is said from the first moment a script runs.
  if (host && !trigger.hasAttribute('aria-expanded')) trigger.setAttribute('aria-expanded', 'false');
  if (host)
    host.addEventListener('toggle', function (e) {
      if (!waiting(trigger)) return;
      var open = e.newState == 'open';
      d.body.classList.toggle('nav-open', open);
      trigger.setAttribute('aria-expanded', '' + open);
    });

  var toggle = function (block, open) {
    var body = block.querySelector('.toggle-body');
    block.classList.toggle('open', open);
    block.querySelector('button.toggle-head').setAttribute('aria-expanded', '' + open);
    if (open) body.removeAttribute('hidden');
    else body.setAttribute('hidden', 'until-found');
  };
  each(d.querySelectorAll('.toggle-body[hidden]'), function (body) {
    body.setAttribute('hidden', 'until-found');
    body.addEventListener('beforematch', function () {
      if (waiting(body)) toggle(body.parentNode, true);
    });
  });
  d.addEventListener('click', function (e) {
    var head = e.target.closest && e.target.closest('.toggle button.toggle-head');
    if (head && waiting(head)) toggle(head.closest('.toggle'), head.getAttribute('aria-expanded') != 'true');
  });

  d.addEventListener(
    'submit',
    function (e) {
      if (!ours(e.target)) return;
      e.preventDefault();
      e.target.setAttribute('data-queued', '');
      e.target.setAttribute('aria-busy', 'true');
    },
    true,
  );
  var notes = function (form) {
    each(form.querySelectorAll('[data-held]'), function (note) {
      var field = form.elements[note.getAttribute('data-field')];
      var day = field && field.value;
      var text =
        day && (' ' + note.getAttribute('data-held') + ' ').indexOf(' ' + day + ' ') >= 0
          ? note.getAttribute('data-note')
          : '';
      if (note.textContent != text) note.textContent = text;
    });
  };
  var changed = function (e) {
    if (e.target.form && ours(e.target.form)) notes(e.target.form);
  };
  d.addEventListener('input', changed, true);
  d.addEventListener('change', changed, true);

  d.addEventListener(
    'input',
    function (e) {
      var form = e.target.form;
      if (!form || !ours(form) || !form.hasAttribute('data-draft-fields') || !storage()) return;
      var draft = {};
      var kept = 0;
      each(fields(form), function (name) {
        var field = form.elements[name];
        if (field && field.value) {
          draft[name] = field.value;
          kept = 1;
        }
      });
      try {
        if (kept) storage().setItem(key(form), JSON.stringify(draft));
        else storage().removeItem(key(form));
      } catch (e) {}
    },
    true,
  );
  var restore = function (form) {
    if (!ours(form)) return; // EmailForm reads its own draft once it has taken over
    var draft;
    try {
      draft = JSON.parse(storage().getItem(key(form))) || {};
    } catch (e) {
      draft = {};
    }
    each(fields(form), function (name) {
      var field = form.elements[name];
      if (field && !field.value && typeof draft[name] == 'string') field.value = draft[name];
    });
    notes(form);
  };
  each(d.querySelectorAll('form[data-draft-fields]'), function (form) {
    if (!w.IntersectionObserver) return restore(form);
    var near = new w.IntersectionObserver(
      function (entries) {
        if (!entries[entries.length - 1].isIntersecting) return;
        near.disconnect();
        restore(form);
      },
      { rootMargin: margin },
    );
    near.observe(form);
  });

  // Photos chosen one at a time: the input keeps only the latest choice, so each joins those held before it, in order,
  // in the input itself. Single-file mode (no `multiple`) keeps the platform's replacing, as promises §4 says. A choice
  // fires `input`, then `change`: joined at `input`, where React may hydrate the island at once and take them over.
  d.addEventListener(
    'input',
    function (e) {
      var input = e.target;
      if (input.type != 'file' || !input.multiple || !ours(input)) return;
      try {
        var files = (input.heldFiles || []).concat([].slice.call(input.files));
        var all = new w.DataTransfer();
        each(files, function (file) {
          all.items.add(file);
        });
        input.files = all.files;
        input.heldFiles = files;
      } catch (e) {} // a browser that cannot build a list of files: the latest choice stays, as it would without this
    },
    true,
  );

  each(d.querySelectorAll('[data-events]'), function (list) {
    var look = function () {
      var next = settle(list, new Date().getTime());
      // setTimeout holds at most 2^31 − 1 ms (24.8 days); a longer wait would fire at once.
      if (next !== undefined) w.setTimeout(look, Math.min(Math.max(next - new Date().getTime(), 0), 2147483647));
    };
    look();
  });
}
/* eslint-enable @typescript-eslint/no-unused-vars */

/** The script's text as it goes into the page: the function above, called at once, minified to ES5. */
export const BEFORE_HYDRATION =
  minifySync(
    `(${beforeHydration.toString()})(document, window, ${JSON.stringify(DRAFT_PREFIX)}, ${JSON.stringify(DRAFT_NEAR)}, ${settleEvents.toString()}, ${releaseFirstScreen.toString()}, ${PHOTO_WAIT_MS}, ${JSON.stringify(MOTION_ENTRY)}, ${JSON.stringify(FIRST_USE_EVENTS)}, ${JSON.stringify(FIRST_USE_MARK)}, ${JSON.stringify(TAKEN_OVER)})`,
    {
      ecma: 5,
      compress: { passes: 2 },
      mangle: true,
      format: { comments: false },
    },
  ).code ?? '';
