// @ts-check
/**
 * The page starts its JavaScript after its first contentful paint instead of during it.
 *
 * Why: Next.js writes its chunks as `<script async>` in <head>. On any fast connection they arrive with the
 * stylesheet and run before the first paint, so the hero waits for ~150 KB of React and Next.js, and Lighthouse's
 * simulated slow-4G LCP counts all of it (2.0–2.7 s on the home page instead of ~1.3 s). The pages are fully
 * rendered HTML; nothing on them needs React to be seen. So the post-build pass (scripts/postbuild.mjs) takes the
 * chunk scripts (and Next's preload of its bootstrap chunk) out of the markup and writes their URLs into this
 * loader's `data-chunks`; the loader, rendered by the layout at the end of <body>, adds them as `<script async>`
 * when the browser reports the first contentful paint. Where paint timing is missing it adds them at once; a page
 * that never paints (a background tab) hydrates when it is first shown.
 * Not "preload now, run later": a download that ends before the paint is still counted by Lighthouse unless it
 * sees the script run after it, and it cannot see runs shorter than 10 ms; and on a slow phone connection the
 * stylesheet and fonts should have the bandwidth first anyway.
 *
 * The photos below the first screen wait the same way on a page with a priority photo (the home hero, the venue's
 * first space): FIRST_SCREEN, rendered just before that photo, marks `<html data-first-screen>`, which hides lazy
 * photos (src/features/photos/photos.css: `display: none` in a box sized without them, so nothing moves), and the
 * loader takes the mark away when it starts the scripts. Chromium fetches every lazy photo within 1,250–3,000 px of
 * the screen as soon as the page is laid out, so without this the home page's four space photos (~110 KB) share a
 * slow phone's bandwidth with the fonts and the hero. Without JavaScript there is no mark, and photos load as usual.
 */

/** The loader's id: the post-build pass finds it by this and gives it the page's chunks. */
export const LOADER_ID = '__foyer_hydrate';

/** The longest the scripts wait for a page's priority photo after the first paint. */
export const PHOTO_WAIT_MS = 3000;

/** Marks `<html data-first-screen>` while a page's first screen loads (see above; the loader removes it). */
export const FIRST_SCREEN = 'document.documentElement.setAttribute("data-first-screen","")';

/**
 * Why the page's entry waits for a task of its own. Next writes, beside its chunks, one inline script that tells
 * Turbopack's runtime which chunks the page's entry needs and which modules start it (`TURBOPACK.push({otherChunks,
 * runtimeModuleIds})`). The runtime starts the entry as soon as the last of those chunks has run: in the same task,
 * so that the browser's finishing of the last chunk's compilation and the start of React and Next's router (every
 * module evaluated, the flight data read, hydration begun) made one task, the longest of the page's load (15–30 ms
 * here, four times that on Lighthouse's phone). The post-build pass takes that script out and hands its data to the
 * loader (`data-entry`), which pushes it in a task of its own once every chunk has run (or failed, as before: the
 * runtime then waits as it would have). scripts/production-build.test.mjs checks that a real build's pages have it.
 */

/**
 * The loader, the same on every page (one hash in the security policy): it reads the page's chunk URLs from its
 * own `data-chunks` attribute and the entry's data from `data-entry`. ES5 on purpose, so that it adds the chunks in
 * any browser that gets this far.
 */
export const LOADER =
  '(function(c){var u=(c.getAttribute("data-chunks")||"").split(" "),n=c.getAttribute("data-entry"),w=u.length,d=0;' +
  'function start(){if(n)(self.TURBOPACK=self.TURBOPACK||[]).push(JSON.parse(n))}' +
  'function ran(){if(!--w)setTimeout(start,0)}' +
  'function go(){if(d)return;d=1;document.documentElement.removeAttribute("data-first-screen");' +
  'for(var i=0;i<u.length;i++){' +
  'var s=document.createElement("script");s.src=u[i];s.async=!0;s.onload=s.onerror=ran;document.head.appendChild(s)}}' +
  // A page whose largest picture is a photo (the hero) waits for it too, at most PHOTO_WAIT_MS: the scripts would
  // otherwise share a slow phone's bandwidth with it. The controls work before the scripts (before-hydration.mjs).
  'function after(){var m=document.querySelector("img[fetchpriority=high]");if(!m||m.complete)return go();' +
  'm.addEventListener("load",go);m.addEventListener("error",go);setTimeout(go,' +
  PHOTO_WAIT_MS +
  ')}' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l,o){var e=l.getEntries();for(var i=0;i<e.length;i++)' +
  'if(e[i].name=="first-contentful-paint"){o.disconnect();setTimeout(after,0)}}).observe({type:"paint",buffered:!0})' +
  '}catch(e){after()}})(document.currentScript)';
