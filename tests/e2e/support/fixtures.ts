import { test as base, expect, type Page } from '@playwright/test';

/** What the browser reports through a `securitypolicyviolation` event. */
export interface CspViolation {
  effectiveDirective: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  documentURL: string;
}

/**
 * The words Chromium's console uses for a violation of each directive. Chromium logs every violation as a console
 * error, so a directive allowed by `allowCspViolation` must be allowed in the console too.
 */
const CSP_CONSOLE_WORDING = {
  'script-src': /^(Refused to evaluate a string as JavaScript|Evaluating a string as JavaScript violates)/,
  'script-src-attr': /^(Refused to execute|Executing) inline event handler (because it )?violates/,
  'script-src-elem':
    /^((Refused to execute|Executing) inline script|Refused to load the script|Loading the script '[^']*' violates)/,
  'connect-src': /^(Refused to connect to|Connecting to '[^']*' violates|Fetch API cannot load .* Refused to connect)/,
  'img-src': /^(Refused to load the image|Loading the image '[^']*' violates)/,
  'style-src-attr': /^(Refused to apply inline style|Applying inline style violates)/,
  'style-src-elem':
    /^(Refused to (apply inline style|load the stylesheet)|Applying inline style violates|Loading the stylesheet '[^']*' violates)/,
} as const satisfies Record<string, RegExp>;

/**
 * Collects uncaught page errors, console errors and content security policy violations; tests that provoke some on
 * purpose allow them.
 */
export class ErrorGuard {
  readonly errors: string[] = [];
  /** Violations a test allowed, kept so that the test can check exactly what was reported. */
  readonly allowedViolations: CspViolation[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly allowedDirectives = new Set<string>();

  /** Accept console errors matching this pattern. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /**
   * Accept violations of one directive, both the event and Chromium's console line. Meant for the known wrinkle:
   * Chromium reports `script-src-attr` when a sanitiser merely parses markup carrying inline event handlers, though
   * nothing runs (and `style-src-attr` for style attributes in such markup, though none is applied). A test that
   * allows it must prove that nothing ran and no handler reached the page.
   */
  allowCspViolation(directive: keyof typeof CSP_CONSOLE_WORDING): void {
    this.allowedDirectives.add(directive);
    this.allowed.push(CSP_CONSOLE_WORDING[directive]);
  }

  record(text: string, kind: 'pageerror' | 'console'): void {
    if (kind === 'console' && this.allowed.some((pattern) => pattern.test(text))) return;
    this.errors.push(`${kind}: ${text}`);
  }

  recordViolation(violation: CspViolation): void {
    if (this.allowedDirectives.has(violation.effectiveDirective)) {
      this.allowedViolations.push(violation);
      return;
    }
    const { effectiveDirective, blockedURI, sample, sourceFile } = violation;
    this.errors.push(
      `csp: ${effectiveDirective} blocked ${blockedURI || 'inline'}${sample ? ` "${sample}"` : ''}` +
        `${sourceFile ? ` [${sourceFile}]` : ''} on ${violation.documentURL}`,
    );
  }
}

/**
 * Runs in every document before the page's own scripts, in the page's world: forwards each violation to the test.
 * Documents reach it through a binding, so a report survives the navigation that follows it.
 */
const reportViolations = () => {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as { __foyerCspViolation?: (v: unknown) => void }).__foyerCspViolation;
      report?.({
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        documentURL: event.documentURI,
      });
    },
    true,
  );
};

/**
 * Waits until the loaded page's islands that wake by themselves have hydrated: those whose section is within half a
 * screen of the viewport (`client:near`). The others wake as a visitor nears or uses them (a form further down, the menu, the
 * gallery), and their controls work before that (src/shared/early/before-hydration.mjs), so a test uses them as a
 * visitor would. Pages that are not the site's (the local outbox's page, a raw file) have nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('script#__foyer_early').count()) === 0) return;
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('astro-island[client="near"]')).every((island) => {
          let section = island.parentElement;
          while (section && getComputedStyle(section).display === 'contents') section = section.parentElement;
          const box = section?.getBoundingClientRect();
          // Half a screen above or below (integration/directives/near.ts, NEAR).
          const near = box && box.top < 1.5 * innerHeight && box.bottom > -0.5 * innerHeight;
          return !near || !island.hasAttribute('ssr');
        }),
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(
        `the page's islands did not hydrate within 15 s: ${error instanceof Error ? error.message : error}`,
      );
    });
}

/** Waits until the island holding `selector` has hydrated (scrolled into view first, as a visitor would reach it). */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await expect(target.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
}

/**
 * The shared test: every e2e test fails on an uncaught page error, a console error it did not allow, or a content
 * security policy violation it did not allow.
 */
export const test = base.extend<{ errorGuard: ErrorGuard }>({
  // A page's scripts start after its first paint (scripts/hydrate-after-paint.mjs): every load a test makes waits
  // for React to take over (src/shared/HydrationMark.tsx), so that the test's first click is not lost before it.
  // Pages a test opens itself (context.newPage()) call waitForHydration after their loads.
  page: async ({ page }, provide) => {
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  // auto: every test gets the guard, whether or not it names it.
  errorGuard: [
    async ({ page }, provide) => {
      const guard = new ErrorGuard();
      page.on('pageerror', (error) => guard.record(error.message, 'pageerror'));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        guard.record(url ? `${message.text()} [${url}]` : message.text(), 'console');
      });
      await page.exposeFunction('__foyerCspViolation', (violation: CspViolation) => guard.recordViolation(violation));
      await page.addInitScript(reportViolations);
      await provide(guard);
      expect(guard.errors, 'page errors, unexpected console errors and security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
