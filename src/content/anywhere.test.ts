/**
 * A venue anywhere (promises §14), as the content says it: the units of its sizes, its phone as it writes it, an
 * address of any country, and its own names for the layouts, each checked with errors that name the field.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent, loadContents } from './load';
import { postalAddress } from './present';

const root = path.resolve(import.meta.dirname, '../..');
const demo = path.join(root, 'content');
const rooftop = path.join(root, 'examples/rooftop');

/** The demo with site.yaml's text edited. */
const demoWithSite = (edit: (text: string) => string) => copyOf(demo, { 'site.yaml': edit });

describe('units', () => {
  it('are metres when left out, or feet', () => {
    expect(loadContent(demoWithSite((t) => t.replace(/^units: metres\n/m, ''))).site.units).toBe('metres');
    expect(loadContent(demoWithSite((t) => t.replace('units: metres', 'units: feet'))).site.units).toBe('feet');
  });

  it('are one or the other', () => {
    expect(
      problemsOf(
        demoWithSite((t) => t.replace('units: metres', 'units: yards')),
        loadContent,
      ),
    ).toEqual([
      expect.stringMatching(/^x\/site\.yaml: units: expected one of metres, feet, got "yards" \(line \d+\)$/),
    ]);
  });
});

describe('the phone', () => {
  it('is taken as the venue writes it, read in the address’s country, and made international', () => {
    const dir = demoWithSite((t) =>
      t
        .replace('phone: 0113 496 0418', 'phone: +1 518-555-0173')
        .replace('country: GB', 'country: US')
        .replace('postalCode: HX7 4QD', 'postalCode: 12208'),
    );
    const { contact } = loadContent(dir).site;
    expect(contact.phone).toBe('+1 518-555-0173');
    expect(contact.phoneInternational).toBe('+15185550173');
  });

  it('may be given with its country code too, which must be the same number', () => {
    const given = (international: string) =>
      demoWithSite((t) =>
        t.replace('  phone: 0113 496 0418\n', `  phone: 0113 496 0418\n  phoneInternational: '${international}'\n`),
      );
    expect(loadContent(given('+44 113 496 0418')).site.contact.phoneInternational).toBe('+441134960418');
    expect(problemsOf(given('+44 113 496 0419'), loadContent)).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: contact\.phoneInternational: expected the same number as phone \(0113 496 0418\), or leave it out, got "\+44 113 496 0419" \(line \d+\)$/,
      ),
    ]);
    expect(problemsOf(given('0113 496 0418'), loadContent)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: contact\.phoneInternational: expected the number with \+ and its country/),
    ]);
  });

  it('is refused, by its field and line, where no phone could dial it', () => {
    expect(
      problemsOf(
        demoWithSite((t) => t.replace('0113 496 0418', '0113 496')),
        loadContent,
      ),
    ).toEqual([
      expect.stringMatching(/^x\/site\.yaml: contact\.phone: not a phone number in GB .*, got "0113 496" \(line 25\)$/),
    ]);
    const american = demoWithSite((t) => t.replace('0113 496 0418', '555-0173').replace('country: GB', 'country: US'));
    expect(problemsOf(american, loadContent)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: contact\.phone: too short for a phone number in US: .*, got "555-0173"/),
    ]);
  });

  it('is not read in a country that is not one: the country’s problem is named alone', () => {
    expect(
      problemsOf(
        demoWithSite((t) => t.replace('country: GB', 'country: Britain')),
        loadContent,
      ),
    ).toEqual([expect.stringMatching(/^x\/site\.yaml: address\.country: expected a two-letter country code like GB/)]);
  });

  it('is named with the rest of the file’s problems', () => {
    const dir = demoWithSite((t) => t.replace('0113 496 0418', 'ring us').replace('  locality: Calderbridge\n', ''));
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: address\.locality: expected text \(missing\)/),
      expect.stringMatching(/^x\/site\.yaml: contact\.phone: expected a phone number, like /),
    ]);
  });
});

describe('the address', () => {
  it('takes a ZIP code typed without quotes as typed, leading zeros too', () => {
    const zip = (code: string) =>
      loadContent(
        demoWithSite((t) =>
          t
            .replace('postalCode: HX7 4QD', `postalCode: ${code}`)
            .replace('country: GB', 'country: US')
            .replace('phone: 0113 496 0418', 'phone: (518) 555-0173'),
        ),
      ).site.address.postalCode;
    expect(zip('12208')).toBe('12208');
    expect(zip('02134')).toBe('02134');
    expect(zip("'02134'")).toBe('02134');
  });

  it('may have a second line, and no region', () => {
    const dir = demoWithSite((t) =>
      t
        .replace('  region: West Yorkshire\n', '')
        .replace('  street: Hollin Mill, 12 Wharf Lane\n', '$&  line2: Unit 4\n'),
    );
    const { address } = loadContent(dir).site;
    expect(address.region).toBeUndefined();
    expect(postalAddress(address)).toMatchObject({ streetAddress: 'Hollin Mill, 12 Wharf Lane, Unit 4' });
    expect(postalAddress(address)).not.toHaveProperty('addressRegion');
  });

  it('refuses a postal code that is neither text nor a whole number', () => {
    expect(
      problemsOf(
        demoWithSite((t) => t.replace('postalCode: HX7 4QD', 'postalCode: [HX7]')),
        loadContent,
      ),
    ).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: address\.postalCode: expected a postal code, like HX7 4QD or 12208, got a list/,
      ),
    ]);
  });
});

describe('the venue’s name', () => {
  it('may be given per language (promises §19), and is the default language’s where a language gives none', () => {
    const named = loadContents(copyOf(rooftop, { 'site.fr.yaml': (t) => `name: "Toit Alcyon"\n${t}` }));
    expect(named.get('en-GB')!.site.name).toBe('Halcyon Roof');
    expect(named.get('fr')!.site.name).toBe('Toit Alcyon');
    // The pages' words quote it as each language names it.
    expect(named.get('fr')!.home.seo.title).toMatch(/^Toit Alcyon · /);
    expect(named.get('en-GB')!.home.seo.title).toMatch(/^Halcyon Roof · /);
    expect(loadContents(rooftop).get('fr')!.site.name).toBe('Halcyon Roof');
  });

  it('is SITE_NAME’s in every language when that is set', () => {
    const named = loadContents(copyOf(rooftop, { 'site.fr.yaml': (t) => `name: "Toit Alcyon"\n${t}` }), {
      siteName: 'The Roof',
    });
    expect([...named.values()].map((content) => content.site.name)).toEqual(['The Roof', 'The Roof']);
  });

  it('is never empty in a language that gives it', () => {
    expect(problemsOf(copyOf(rooftop, { 'site.fr.yaml': (t) => `name: ""\n${t}` }), loadContents)).toEqual([
      expect.stringMatching(/^x\/site\.fr\.yaml: name: expected text, not an empty one, got "" \(line 1\)$/),
    ]);
  });
});

describe('the clock and the digits', () => {
  it('are the venue’s choice, named plainly when mistyped (promises §19)', () => {
    const site = loadContent(demoWithSite((t) => `${t}\nclock: 24-hour\ndigits: arab\n`)).site;
    expect([site.clock, site.digits]).toEqual(['24-hour', 'arab']);
    expect(
      problemsOf(
        demoWithSite((t) => `${t}\nclock: 24h\ndigits: roman\n`),
        loadContent,
      ),
    ).toEqual([
      expect.stringMatching(/^x\/site\.yaml: clock: expected 12-hour or 24-hour, got "24h" \(line \d+\)$/),
      expect.stringMatching(/^x\/site\.yaml: digits: expected a numbering system like latn \(0123\) or arab/),
    ]);
  });
});

describe('layouts', () => {
  it('take the venue’s names, in each of its languages', () => {
    const contents = loadContents(rooftop);
    expect(contents.get('en-GB')!.venue.layoutNames).toEqual({ reception: 'Standing' });
    expect(contents.get('fr')!.venue.layoutNames).toEqual({ reception: 'Cocktail debout' });
  });

  it('need each name in every language', () => {
    const dir = copyOf(rooftop, { 'venue.fr.yaml': (t) => t.replace(/\nlayoutNames:\n {2}reception: .*\n/, '\n') });
    expect(problemsOf(dir, loadContents)).toEqual([
      expect.stringMatching(/^x\/venue\.fr\.yaml: layoutNames: missing the French words/),
    ]);
  });

  it('are only those the site knows, the new ones among them', () => {
    const dir = copyOf(demo, {
      'venue.yaml': (t) =>
        t
          .replace(
            'capacity: { theatre: 110, dinner: 80,',
            'capacity: { theatre: 110, ceremony: 96, cocktail: 90, dinner: 80,',
          )
          .replace(/\nsuppliers:/, '\nlayoutNames: { banquet: Long tables }\nsuppliers:'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/venue\.yaml: layoutNames: unknown "banquet": expected only the layouts theatre, ceremony, dinner, reception, cocktail, cabaret, classroom, boardroom/,
      ),
    ]);
    const fine = copyOf(demo, {
      'venue.yaml': (t) =>
        t.replace(
          'capacity: { theatre: 110, dinner: 80,',
          'capacity: { theatre: 110, ceremony: 96, cocktail: 90, dinner: 80,',
        ),
    });
    const content = loadContent(fine);
    expect(content.totals.most.ceremony).toBe(96);
    expect(content.totals.layouts).toEqual([
      'theatre',
      'ceremony',
      'dinner',
      'reception',
      'cocktail',
      'cabaret',
      'classroom',
      'boardroom',
    ]);
  });
});

describe('the site’s words', () => {
  it('are the venue’s where it replaces them (words.yaml), the promises’ elsewhere', () => {
    const dir = copyOf(demo, { 'words.yaml': () => 'forms:\n  enquiry:\n    submit: Send inquiry\n' });
    const { dictionary } = loadContent(dir);
    expect(dictionary.forms.enquiry.submit).toBe('Send inquiry');
    expect(dictionary.forms.failure.invalid).toBe('Oops, something went wrong! Please {items}');
    expect(loadContent(demo).dictionary.forms.enquiry.submit).toBe('Send enquiry');
  });
});
