import { describe, expect, it } from 'vitest';
import { buildTemplateParams } from './form-logic';
import { TEST_WORDS, testSendParams } from './test-sends';

/** The first-run page's test sends (promises §18): each template gets what its form sends, with a test's words. */
const venue = { toName: 'The Venue events team', email: 'events@venue.example', language: 'en-GB' };
const params = testSendParams(venue);
const keys = (record: Record<string, string>) => Object.keys(record).sort();

describe('the templates’ test sends', () => {
  it('carry exactly the parameters of a real send of each form, and its language', () => {
    expect(keys(params.message)).toEqual(keys({ ...buildTemplateParams({}, 'enquiry', 'T'), language: '' }));
    expect(keys(params.subscribe)).toEqual(keys({ ...buildTemplateParams({}, 'subscribe', 'T'), language: '' }));
    const photo = [{ name: 'a.png', dataUrl: '' }];
    expect(keys(params.attachments)).toEqual(keys({ ...buildTemplateParams({}, 'message', 'T', photo), language: '' }));
  });

  it('write to the venue alone: its own address where a visitor’s would be, and say they are a test', () => {
    for (const each of Object.values(params)) {
      expect(each.reply_to).toBe('events@venue.example');
      expect(each.language).toBe('en-GB');
      expect(JSON.stringify(each).toLowerCase()).toContain(TEST_WORDS.toLowerCase());
    }
    expect(params.message.from_name).toBe(TEST_WORDS);
  });

  it('attach one small picture, as the photo form attaches one', () => {
    expect(params.attachments.file_name_1).toBe('set-up-test.png');
    expect(params.attachments.image_data_1).toMatch(/^data:image\/png;base64,/);
    expect(params.attachments.image_data_1!.length).toBeLessThan(200);
    expect(params.attachments.image_data_2).toBeUndefined();
  });
});
