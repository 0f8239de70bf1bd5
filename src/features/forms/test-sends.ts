/**
 * What each form's template receives in a test from the owner's first-run page at /admin/ (promises §18): the
 * parameters a real send of that form carries (`buildTemplateParams`, so a test checks the template against what the
 * forms send), filled with a test's words and the venue's own address where a visitor's would be, so that a reply
 * goes back to the venue and nobody outside it is written to.
 */
import { buildTemplateParams } from './form-logic';

/** Said wherever a visitor's words would be: the email is plainly a test. */
export const TEST_WORDS = "Test from your site's set-up page";

/** An 8 × 8 square of the site's accent colour, a PNG of 105 bytes: the attachments template's picture. */
const TEST_PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAMAAADz0U65AAAAA1BMVEWcRSDlE+fGAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQI12NgoA4AAABIAAH/myMhAAAAAElFTkSuQmCC';

export type FormTemplate = 'message' | 'attachments' | 'subscribe';

/**
 * @param venue toName: the emails' `to_name` ("The Hollin Hall events team"); email: the venue's own address (its
 *   site.yaml `contact.email`); language: its default language, sent as the forms send theirs.
 */
export function testSendParams(venue: {
  toName: string;
  email: string;
  language: string;
}): Record<FormTemplate, Record<string, string>> {
  const message = `${TEST_WORDS}: if you read this, the template works and replies go to ${venue.email}. Nobody is waiting for an answer.`;
  const visitor = { name: TEST_WORDS, email: venue.email, message };
  return {
    message: { ...buildTemplateParams(visitor, 'enquiry', venue.toName), language: venue.language },
    attachments: {
      ...buildTemplateParams(visitor, 'message', venue.toName, [{ name: 'set-up-test.png', dataUrl: TEST_PICTURE }]),
      language: venue.language,
    },
    subscribe: {
      ...buildTemplateParams({ subscriber: venue.email }, 'subscribe', `${venue.toName} (${TEST_WORDS.toLowerCase()})`),
      language: venue.language,
    },
  };
}
