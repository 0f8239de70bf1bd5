import { describe, expect, it } from 'vitest';
import { settings } from '@/config/public-settings';
import { isOwnLink, isSitePath, OFF_SITE_REL, relOf } from './links';
import { relFor } from './rel';

const siteUrl = 'https://venue.example';

/** Written like paths, but a browser takes each to another host. */
const DISGUISED = [
  '//evil.example/x',
  '/\\evil.example/login',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '\t//evil.example',
];

describe('a link of the site’s own', () => {
  it('is a path, a query or a fragment, or the site’s origin written out', () => {
    for (const href of [
      '/',
      '/venue',
      '#faq',
      '/venue#faq',
      '/files/menu.pdf?x#y',
      '?date=2026-12-05',
      '/contact?date=2026-12-05#enquiry',
      // A path with a dot segment or an escaped backslash stays a path.
      '/.//evil.example',
      '/%5Cevil.example',
      'https://venue.example/venue',
      'HTTPS://VENUE.EXAMPLE:443/x',
    ]) {
      expect(isOwnLink(href, siteUrl), href).toBe(true);
      expect(relOf(href, siteUrl), href).toBeUndefined();
    }
  });

  it('is not one that only looks like a path: it is off-site and opens with no handle on the page', () => {
    for (const href of DISGUISED) {
      expect(isOwnLink(href, siteUrl), JSON.stringify(href)).toBe(false);
      expect(relOf(href, siteUrl), JSON.stringify(href)).toBe(OFF_SITE_REL);
    }
  });

  it('is not another origin: another host, scheme or port, or an address that cannot be read', () => {
    for (const href of [
      'https://elsewhere.example/x',
      'http://venue.example/x',
      'https://venue.example:8443/x',
      'https://venue.example.evil.example/x',
      'https://[broken/x',
      'javascript:alert(1)',
    ]) {
      expect(isOwnLink(href, siteUrl), href).toBe(false);
      expect(relOf(href, siteUrl), href).toBe(OFF_SITE_REL);
    }
  });

  it('leaves an e-mail address and a phone number without rel: they open no page', () => {
    expect(relOf('mailto:events@venue.example', siteUrl)).toBeUndefined();
    expect(relOf('tel:+441134960418', siteUrl)).toBeUndefined();
  });

  it('on this site’s pages is read against SITE_URL', () => {
    expect(relFor(`${settings.siteUrl}/venue`)).toBeUndefined();
    expect(relFor('/venue')).toBeUndefined();
    expect(relFor('//evil.example/x')).toBe('noopener noreferrer');
    expect(relFor('https://elsewhere.example/')).toBe('noopener noreferrer');
  });
});

describe('a path of the site, whatever its origin', () => {
  it('starts with a single / and stays there', () => {
    for (const href of ['/', '/venue', '/files/menu.pdf?x#y', '/venue#faq']) expect(isSitePath(href), href).toBe(true);
  });

  it('is not a path in disguise, a fragment, a relative path or an address', () => {
    for (const href of [...DISGUISED, '\\venue', '#faq', 'venue', 'https://venue.example/x', 'mailto:a@b.example'])
      expect(isSitePath(href), JSON.stringify(href)).toBe(false);
  });
});
