import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { headersFor, parseHeadersFile } from '../../server/headers-file.mjs';

/** The headers the build wrote for the hosts, read as hosts read them; the server must send exactly these. */
function shippedHeaders(pathname: string): Map<string, string> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(process.cwd(), 'out/_headers'), 'utf8'));
  return new Map(headersFor(rules, pathname).map(([name, value]) => [name.toLowerCase(), value]));
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources] as [string, string[]];
    }),
  );
}

test.describe('security headers', () => {
  test('pages, assets and the 404 page carry the headers of out/_headers', async ({ request }) => {
    // A script of the home page, as served.
    const home = await (await request.get('/')).text();
    const asset = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
    for (const url of ['/', '/news', '/contact', asset!, '/no-such-page']) {
      const expected = shippedHeaders(url);
      expect(expected.get('content-security-policy')).toBeTruthy();
      const response = await request.get(url);
      for (const [name, value] of expected) expect(response.headers()[name], `${name} on ${url}`).toBe(value);
    }
    expect(shippedHeaders(asset!).get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the policy is strict: hashes for inline scripts, no unsafe sources, our services only', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy']!;
    const csp = directives(policy);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const scriptSources = csp.get('script-src')!;
    expect(scriptSources.slice(0, 2)).toEqual(["'self'", "'report-sample'"]);
    expect(scriptSources.length).toBeGreaterThan(2);
    for (const source of scriptSources.slice(2)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // The e2e server runs in local mode: the blog and the outbox are on this origin.
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  // That every inline script of each page runs under the policy: pages.spec.ts (a page React took over, and no
  // violation reported).
});

test.describe('the policy is enforced', () => {
  test('an injected inline script does not run and is reported', async ({ page, errorGuard }) => {
    errorGuard.allowCspViolation('script-src-elem');
    await page.goto('/contact');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => errorGuard.allowedViolations.map((v) => v.effectiveDirective)).toEqual(['script-src-elem']);
  });

  test('an injected inline event handler does not run and is reported', async ({ page, errorGuard }) => {
    errorGuard.allowCspViolation('script-src-attr');
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__handled = true">';
      document.body.append(holder);
      await new Promise((resolve) => setTimeout(resolve, 100));
      holder.remove();
      return (window as unknown as { __handled?: boolean }).__handled === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => errorGuard.allowedViolations.map((v) => v.effectiveDirective)).toContain('script-src-attr');
  });

  test('eval and requests to other origins are refused', async ({ page, errorGuard }) => {
    errorGuard.allowCspViolation('script-src');
    errorGuard.allowCspViolation('connect-src');
    await page.goto('/');
    const outcome = await page.evaluate(async () => {
      // Playwright's own evaluation may eval; a timer's string is compiled later, by the page, under its policy.
      setTimeout('window.__evaluated = true', 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const evaluated = (window as unknown as { __evaluated?: boolean }).__evaluated ? 'ran' : 'refused';
      let fetched = 'fetched';
      try {
        await fetch('https://elsewhere.example/collect');
      } catch (error) {
        fetched = (error as Error).name;
      }
      return { evaluated, fetched };
    });
    expect(outcome).toEqual({ evaluated: 'refused', fetched: 'TypeError' });
    await expect
      .poll(() => errorGuard.allowedViolations.map((v) => v.effectiveDirective).sort())
      .toEqual(['connect-src', 'script-src']);
  });

  test('the guard fails a test on a violation it did not allow', async ({ page, errorGuard }) => {
    await page.goto('/news');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'void 0;';
      document.body.append(script);
    });
    await expect.poll(() => errorGuard.errors.filter((e) => e.startsWith('csp: script-src-elem')).length).toBe(1);
    await expect
      .poll(
        () => errorGuard.errors.filter((e) => /^console: (Refused to execute|Executing) inline script/.test(e)).length,
      )
      .toBe(1);
    // Caught as it should be: clear them so this test itself passes.
    errorGuard.errors.splice(0);
  });
});
