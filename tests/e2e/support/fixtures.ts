import { test as base, expect } from '@playwright/test';

/** Collects uncaught page errors and console errors; tests that provoke some on purpose allow them. */
export class ErrorGuard {
  readonly errors: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Accept console errors matching this pattern. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  record(text: string, kind: 'pageerror' | 'console'): void {
    if (kind === 'console' && this.allowed.some((pattern) => pattern.test(text))) return;
    this.errors.push(`${kind}: ${text}`);
  }
}

/** The shared test: every e2e test fails on an uncaught page error or a console error it did not allow. */
export const test = base.extend<{ errorGuard: ErrorGuard }>({
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
    await provide(guard);
    expect(guard.errors, 'page errors and unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
