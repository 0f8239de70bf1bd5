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

  it("say each language's words with the same values (contract §10)", async () => {
    const venueChoicesIn = await choicesFrom('examples/rooftop');
    const [english, french] = [venueChoicesIn('en-GB'), venueChoicesIn('fr')];
    expect(french.eventKinds.map((k) => k.value)).toEqual(english.eventKinds.map((k) => k.value));
    expect(french.spaces.map((s) => s.value)).toEqual(english.spaces.map((s) => s.value));
    expect(french.eventKinds.map((k) => k.text)).not.toEqual(english.eventKinds.map((k) => k.text));
  });
});
