import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent, loadContents } from './load';
import { OLD_TESTIMONIAL_ID, withNewForms } from './old-forms';

const demo = path.resolve(import.meta.dirname, '../../content');
const rooftop = path.resolve(import.meta.dirname, '../../examples/rooftop');

describe('content written in an earlier shape', () => {
  it('reads suppliers written as plain names as suppliers with a name alone', () => {
    expect(withNewForms('venue', { spaces: [], suppliers: ['Calder & Crust', { name: 'Northlight Sound' }] })).toEqual({
      spaces: [],
      suppliers: [{ name: 'Calder & Crust' }, { name: 'Northlight Sound' }],
    });
    const dir = copyOf(demo, {
      'venue.yaml': (t) =>
        t.replace(/^suppliers:\n(?:(?: {2}.*| *#.*)\n)+/m, 'suppliers:\n  - Calder & Crust\n  - Towpath Bakery\n'),
    });
    expect(loadContent(dir).venue.suppliers).toEqual([{ name: 'Calder & Crust' }, { name: 'Towpath Bakery' }]);
  });

  it('reads one testimonial as a list of one, in every language’s file alike', () => {
    expect(withNewForms('home', { seo: {}, testimonial: { quote: 'Q', by: 'B' } })).toEqual({
      seo: {},
      testimonials: [{ id: OLD_TESTIMONIAL_ID, quote: 'Q', by: 'B' }],
    });
    const dir = copyOf(rooftop, {
      'pages/home.yaml': (t) =>
        t.replace(/^testimonials:\n(?: {2}.*\n)+/m, 'testimonial:\n  quote: Best launch ever.\n  by: Amara\n'),
      'pages/home.fr.yaml': (t) =>
        t.replace(/^testimonials:\n(?: {2}.*\n)+/m, 'testimonial:\n  quote: Le meilleur lancement.\n  by: Amara\n'),
    });
    const contents = loadContents(dir);
    expect(contents.get('en-GB')!.home.testimonials).toEqual([
      { id: OLD_TESTIMONIAL_ID, quote: 'Best launch ever.', by: 'Amara' },
    ]);
    expect(contents.get('fr')!.home.testimonials).toEqual([
      { id: OLD_TESTIMONIAL_ID, quote: 'Le meilleur lancement.', by: 'Amara' },
    ]);
  });

  it('leaves a file with both forms, or neither, for the schema to judge', () => {
    const both = { testimonial: { quote: 'Q', by: 'B' }, testimonials: [] };
    expect(withNewForms('home', both)).toBe(both);
    expect(withNewForms('site', { suppliers: ['x'] })).toEqual({ suppliers: ['x'] });
    const dir = copyOf(demo, { 'pages/home.yaml': (t) => `${t}\ntestimonial: { quote: Q, by: B }\n` });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/pages\/home\.yaml: \(the whole file\): unknown "testimonial": expected only the fields/,
      ),
    ]);
  });
});
