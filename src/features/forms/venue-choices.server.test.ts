import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/content/load';

vi.mock('server-only', () => ({}));

/** The module and the content it reads, loaded afresh from `contentDir` (test files share their worker's modules). */
async function choicesFrom(contentDir: string) {
  vi.stubEnv('CONTENT_DIR', contentDir);
  vi.resetModules();
  return (await import('./venue-choices.server')).venueChoicesIn;
}

// The other files of the worker get the default content folder again.
afterAll(() => {
  vi.resetModules();
});

describe("the enquiry's choices, as the contact page hands them to the form's island", () => {
  it("are the venue's kinds of event and spaces, by id, in the content's order", async () => {
    const venueChoicesIn = await choicesFrom('content');
    const { occasions, spaces } = loadContent('content').venue;
    const choices = venueChoicesIn('en-GB');
    expect(choices.eventKinds).toEqual(occasions.map((o) => ({ value: o.id, text: o.name })));
    expect(choices.spaces).toEqual(spaces.map((s) => ({ value: s.id, text: s.name })));
    expect(new Set(choices.eventKinds.map((k) => k.value)).size).toBe(choices.eventKinds.length);
  });

  it("say each language's words with the same values (promises §10)", async () => {
    const venueChoicesIn = await choicesFrom('examples/rooftop');
    const [english, french] = [venueChoicesIn('en-GB'), venueChoicesIn('fr')];
    expect(french.eventKinds.map((k) => k.value)).toEqual(english.eventKinds.map((k) => k.value));
    expect(french.spaces.map((s) => s.value)).toEqual(english.spaces.map((s) => s.value));
    expect(french.eventKinds.map((k) => k.text)).not.toEqual(english.eventKinds.map((k) => k.text));
    expect(french.packages!.map((p) => p.value)).toEqual(english.packages!.map((p) => p.value));
    expect(french.packages!.find((p) => p.value === 'club-night')!.text).toBe('Soirée club');
    expect(french.packages!.map((p) => p.pricing)).toEqual(english.packages!.map((p) => p.pricing));
  });

  it('hand over each package by id and name with its pricing and currency alone (promises §13)', async () => {
    const venueChoicesIn = await choicesFrom('content');
    const { prices } = loadContent('content');
    const { packages } = venueChoicesIn('en-GB');
    expect(packages!.map((p) => [p.value, p.text, p.currency])).toEqual(
      prices!.packages.map((p) => [p.id, p.name, prices!.currency]),
    );
    expect(packages!.find((p) => p.value === 'mill-wedding')!.pricing).toEqual({
      price: 85,
      per: 'guest',
      minimumGuests: 60,
      minimumSpend: 4500,
      rates: prices!.packages.find((p) => p.id === 'mill-wedding')!.rates,
    });
  });

  it('offer no packages where the venue has no prices.yaml', async () => {
    const { venue } = loadContent('content');
    vi.resetModules();
    vi.doMock('@/content', () => ({ contentIn: () => ({ venue }) }));
    try {
      const { venueChoicesIn } = await import('./venue-choices.server');
      expect(venueChoicesIn('en-GB')).not.toHaveProperty('packages');
      expect(venueChoicesIn('en-GB').spaces).toHaveLength(venue.spaces.length);
    } finally {
      vi.doUnmock('@/content');
    }
  });
});
