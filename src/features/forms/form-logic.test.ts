import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './fields';
import {
  buildTemplateParams,
  chooseTemplate,
  counterText,
  failureText,
  formWords,
  isSizeLimitText,
  isValidEmail,
  processingFailureText,
  validate,
} from './form-logic';
import { de } from '@/i18n/de';
import { en } from '@/i18n/en';
import { fr } from '@/i18n/fr';

/** The forms' words on an English page. */
const words = { ...en.forms, tag: 'en-GB' };

const templates = { message: 'tpl_message', subscribe: 'tpl_subscribe', attachments: 'tpl_attachments' };

describe('isValidEmail (WHATWG pattern, case-insensitive, trimmed)', () => {
  it.each([
    'ada@example.com',
    'ADA@EXAMPLE.COM',
    'Ada.Lovelace+events@mail.example.co.uk',
    "o'brien@example.ie",
    'a@b',
    'x@localhost',
    'user@xn--bcher-kva.example',
    '  padded@example.com  ',
    "!#$%&'*+/=?^_`{|}~-@example.com",
    `a@${'a'.repeat(63)}.com`,
  ])('accepts %j', (value) => expect(isValidEmail(value)).toBe(true));

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'ada@',
    'ada@@example.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'ada@-example.com',
    'ada@example-.com',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    'ada@exam_ple.com',
    'adä@example.com',
    'ada@bücher.example',
    '"ada"@example.com',
    'ada@example.com\nbcc@evil.com',
    `a@${'a'.repeat(64)}.com`,
  ])('refuses %j', (value) => expect(isValidEmail(value)).toBe(false));
});

const localPart = fc.stringMatching(/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,20}$/);
const label = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/);
const domain = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));

describe('isValidEmail properties', () => {
  it('accepts every address built from the pattern, in any case and with surrounding spaces', () => {
    fc.assert(
      fc.property(
        localPart,
        domain,
        fc.boolean(),
        fc.string({ unit: fc.constantFrom(' ', '\t') }),
        (l, d, upper, pad) => {
          const address = `${l}@${d}`;
          expect(isValidEmail(pad + (upper ? address.toUpperCase() : address.toLowerCase()) + pad)).toBe(true);
        },
      ),
    );
  });

  it('refuses any address with no @, two @, or a space inside', () => {
    fc.assert(
      fc.property(localPart, domain, fc.constantFrom('', '@', ' '), (l, d, glue) => {
        const address = glue === '' ? `${l}${d}` : glue === '@' ? `${l}@@${d}` : `${l} x@${d}`;
        expect(isValidEmail(address)).toBe(false);
      }),
    );
  });

  it('refuses any domain label that starts or ends with a hyphen', () => {
    fc.assert(
      fc.property(localPart, label, fc.boolean(), (l, d, atStart) => {
        expect(isValidEmail(`${l}@${atStart ? `-${d}` : `${d}-`}.com`)).toBe(false);
      }),
    );
  });
});

describe('validate', () => {
  const good = { name: 'Ada', email: 'ada@example.com', message: 'A wedding in June' };

  it.each([
    [{}, ['name', 'email', 'message'], 'fill in your Name, enter a valid Email, fill in a Message'],
    [{ ...good, name: '   ' }, ['name'], 'fill in your Name'],
    [{ ...good, email: 'nope' }, ['email'], 'enter a valid Email'],
    [{ ...good, message: '\n\t ' }, ['message'], 'fill in a Message'],
    [{ ...good, name: '', message: '' }, ['name', 'message'], 'fill in your Name, fill in a Message'],
    [{ ...good, email: '', message: '' }, ['email', 'message'], 'enter a valid Email, fill in a Message'],
  ] as const)('message form %j → %j', (values, invalid, items) => {
    const result = validate(values, 'message', words);
    expect(result.invalid).toEqual(invalid);
    expect(result.message).toBe(`Oops, something went wrong! Please ${items}`);
  });

  it('gives the promises’ example word for word', () => {
    expect(validate({ name: '', email: '', message: '' }, 'message', words).message).toBe(
      'Oops, something went wrong! Please fill in your Name, enter a valid Email, fill in a Message',
    );
  });

  it('passes a complete message form', () => {
    expect(validate(good, 'message', words)).toEqual({ invalid: [], message: null });
  });

  it('checks only the subscriber field on a subscribe form', () => {
    expect(validate({ subscriber: 'ada@example.com' }, 'subscribe', words)).toEqual({ invalid: [], message: null });
    expect(validate({ subscriber: 'ada', email: 'ada@example.com' }, 'subscribe', words)).toEqual({
      invalid: ['subscriber'],
      message: 'Oops, something went wrong! Please enter a valid Email',
    });
  });

  it('ignores the subscriber field on a message form', () => {
    expect(validate({ ...good, email: '', subscriber: 'ada@example.com' }, 'message', words).invalid).toEqual([
      'email',
    ]);
  });

  it('lists exactly the failed items, always in the order name, email, message', () => {
    const maybe = (valid: string) => fc.oneof(fc.constant(valid), fc.constantFrom('', '  ', 'not an email'));
    fc.assert(
      fc.property(maybe('Ada'), maybe('ada@example.com'), maybe('Hello'), (name, email, message) => {
        const result = validate({ name, email, message }, 'message', words);
        const expected = [
          name.trim() === '' ? 'name' : null,
          !isValidEmail(email) ? 'email' : null,
          message.trim() === '' ? 'message' : null,
        ].filter(Boolean);
        expect(result.invalid).toEqual(expected);
        if (expected.length === 0) expect(result.message).toBeNull();
        else expect(result.message?.startsWith('Oops, something went wrong! Please ')).toBe(true);
      }),
    );
  });
});

describe('validate: the limits (promises §3)', () => {
  const good = { name: 'Ada', email: 'ada@example.com', message: 'A wedding in June' };
  const over = (limit: number) => 'x'.repeat(limit + 1);

  it('refuses a message over its limit with its own item, and takes one at the limit', () => {
    expect(validate({ ...good, message: over(MESSAGE_MAX_LENGTH) }, 'message', words)).toEqual({
      invalid: ['message'],
      message: 'Oops, something went wrong! Please shorten your Message to 5,000 characters',
    });
    expect(validate({ ...good, message: 'x'.repeat(MESSAGE_MAX_LENGTH) }, 'message', words).message).toBeNull();
  });

  it('counts what is sent: the trimmed value, a character beyond the BMP once', () => {
    expect(
      validate({ ...good, message: ` ${'x'.repeat(MESSAGE_MAX_LENGTH)}\n\n ` }, 'message', words).message,
    ).toBeNull();
    expect(validate({ ...good, message: '🎉'.repeat(MESSAGE_MAX_LENGTH) }, 'message', words).message).toBeNull();
    expect(validate({ ...good, message: '🎉'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'message', words).invalid).toEqual([
      'message',
    ]);
  });

  it('lists the limits’ items after the checks’, while the invalid fields (and focus) keep the form’s order', () => {
    const result = validate({ name: over(NAME_MAX_LENGTH), email: 'nope', message: '' }, 'message', words);
    expect(result.invalid).toEqual(['name', 'email', 'message']);
    expect(result.message).toBe(
      'Oops, something went wrong! Please enter a valid Email, fill in a Message, shorten your Name to 100 characters',
    );
    const enquiry = validate(
      { ...good, message: over(MESSAGE_MAX_LENGTH), phone: over(PHONE_MAX_LENGTH), guest_count: 'lots' },
      'enquiry',
      words,
    );
    expect(enquiry.invalid).toEqual(['message', 'guest_count', 'phone']);
    expect(enquiry.message).toBe(
      'Oops, something went wrong! Please enter a number of guests, shorten your Message to 5,000 characters, shorten your Phone number to 40 characters',
    );
  });

  it('writes the limit as the page’s language writes figures', () => {
    const values = { ...good, message: over(MESSAGE_MAX_LENGTH) };
    expect(validate(values, 'message', { ...fr.forms, tag: 'fr' }).message).toBe(
      'Oups, une erreur s’est produite\u202f! Veuillez raccourcir votre message à 5\u202f000 caractères au plus',
    );
    expect(validate(values, 'message', { ...de.forms, tag: 'de' }).message).toBe(
      'Hoppla, da ist etwas schiefgelaufen! Bitte Ihre Nachricht auf höchstens 5.000 Zeichen kürzen',
    );
    // The page's own region: Austria groups with a no-break space.
    expect(validate(values, 'message', { ...de.forms, tag: 'de-AT' }).message).toContain(
      'höchstens 5\u00a0000 Zeichen',
    );
  });

  it('gives the counter’s words only to the forms with a limited field', () => {
    expect(formWords(en.forms, 'enquiry', 'en').counter).toEqual(en.forms.counter);
    expect(formWords(en.forms, 'attachments', 'en').tooLong).toEqual({
      name: en.forms.tooLong.name,
      message: en.forms.tooLong.message,
    });
    const subscribe = formWords(en.forms, 'subscribe', 'en');
    expect(subscribe.counter).toBeUndefined();
    expect(subscribe.tooLong).toEqual({});
  });
});

describe('counterText (promises §3)', () => {
  it('says nothing below nine tenths of the limit, the count near it, and how many too many over it', () => {
    expect(counterText(4_499, MESSAGE_MAX_LENGTH, words)).toBe('');
    expect(counterText(4_500, MESSAGE_MAX_LENGTH, words)).toBe('4,500 of 5,000 characters');
    expect(counterText(4_620, MESSAGE_MAX_LENGTH, words)).toBe('4,620 of 5,000 characters');
    expect(counterText(5_000, MESSAGE_MAX_LENGTH, words)).toBe('5,000 of 5,000 characters');
    expect(counterText(5_001, MESSAGE_MAX_LENGTH, words)).toBe('1 character too many');
    expect(counterText(6_234, MESSAGE_MAX_LENGTH, words)).toBe('1,234 characters too many');
    expect(counterText(89, NAME_MAX_LENGTH, words)).toBe('');
    expect(counterText(90, NAME_MAX_LENGTH, words)).toBe('90 of 100 characters');
    expect(counterText(36, PHONE_MAX_LENGTH, words)).toBe('36 of 40 characters');
  });

  it('writes its figures and words in the page’s language', () => {
    const french = { counter: fr.forms.counter, tag: 'fr' };
    expect(counterText(4_620, MESSAGE_MAX_LENGTH, french)).toBe('4\u202f620 sur 5\u202f000 caractères');
    expect(counterText(5_001, MESSAGE_MAX_LENGTH, french)).toBe('1 caractère de trop');
    expect(counterText(5_002, MESSAGE_MAX_LENGTH, french)).toBe('2 caractères de trop');
  });
});

describe('chooseTemplate', () => {
  it.each([
    [{ attachmentCount: 1, hasMessageField: true }, 'tpl_attachments'],
    [{ attachmentCount: 2, hasMessageField: false }, 'tpl_attachments'],
    [{ attachmentCount: 0, hasMessageField: true }, 'tpl_message'],
    [{ attachmentCount: 0, hasMessageField: false }, 'tpl_subscribe'],
  ])('%j → %s', (form, expected) => expect(chooseTemplate(form, templates)).toBe(expected));
});

describe('buildTemplateParams', () => {
  it('builds the message payload from trimmed values', () => {
    expect(
      buildTemplateParams(
        { name: ' Ada ', email: ' ada@example.com ', message: ' Hi\nthere ' },
        'message',
        'Hall team',
      ),
    ).toEqual({ reply_to: 'ada@example.com', from_name: 'Ada', to_name: 'Hall team', message: 'Hi\nthere' });
  });

  it('sends an empty name and message on subscribe forms, whatever else the form holds', () => {
    expect(buildTemplateParams({ subscriber: 'ada@example.com', name: 'x', message: 'y' }, 'subscribe', 'T')).toEqual({
      reply_to: 'ada@example.com',
      from_name: '',
      to_name: 'T',
      message: '',
    });
  });

  it('sends a chosen option as the text the visitor read, in the choices it is given; an unknown one as ""', () => {
    const choices = {
      eventKinds: [{ value: 'weddings', text: 'Mariages' }],
      spaces: [{ value: 'terrace', text: 'La terrasse' }],
    };
    const values = { name: 'A', email: 'a@b.co', message: 'm', event_type: 'weddings', space: 'attic' };
    expect(buildTemplateParams(values, 'enquiry', 'T', [], choices)).toMatchObject({
      event_type: 'Mariages',
      space: '',
    });
    expect(buildTemplateParams(values, 'enquiry', 'T')).toMatchObject({ event_type: '', space: '' });
  });

  it('numbers attachments from 1, in order', () => {
    const params = buildTemplateParams({ name: 'A', email: 'a@b.co', message: 'm' }, 'message', 'T', [
      { name: 'one.png', dataUrl: 'data:image/png;base64,AA==' },
      { name: 'two.jpg', dataUrl: 'data:image/jpeg;base64,BB==' },
    ]);
    expect(params).toMatchObject({
      file_name_1: 'one.png',
      image_data_1: 'data:image/png;base64,AA==',
      file_name_2: 'two.jpg',
      image_data_2: 'data:image/jpeg;base64,BB==',
    });
    expect(Object.keys(params)).toHaveLength(8);
  });
});

describe('failure texts', () => {
  it('prefixes the service text', () => {
    expect(failureText({ status: 500, text: 'Internal Server Error', attachments: 0 }, en.forms)).toBe(
      'Oops! Internal Server Error',
    );
    expect(failureText({ status: 400, text: 'The service ID is invalid.', attachments: 0 }, en.forms)).toBe(
      'Oops! The service ID is invalid.',
    );
  });

  it.each([
    'Request Entity Too Large',
    '413 request entity too large',
    'Request Entity Too Large: this email is 2.9 MB, over the attachments size limit of 2 MB',
    'Attachments size limit exceeded',
    'Variables size limit. The maximum allowed variables size is 50Kb',
    'The size limit for attachments is 2Mb',
  ])('adds the one-image advice when the text is about size and images went with the send: %j', (text) => {
    expect(isSizeLimitText(text)).toBe(true);
    for (const attachments of [1, 2]) {
      const shown = failureText({ status: 413, text, attachments }, en.forms);
      expect(shown.startsWith(`Oops! ${text}`)).toBe(true);
      expect(shown.endsWith('Please try submitting the form twice, sending only one image per form')).toBe(true);
    }
    // Without images the advice would not help: the service's text alone.
    expect(failureText({ status: 413, text, attachments: 0 }, en.forms)).toBe(`Oops! ${text}`);
  });

  it.each(['Internal Server Error', 'The template ID is invalid', 'Size of the venue is 300', 'attachments: 2'])(
    'does not add it otherwise: %j',
    (text) => {
      expect(isSizeLimitText(text)).toBe(false);
      expect(failureText({ status: 400, text, attachments: 1 }, en.forms)).toBe(`Oops! ${text}`);
    },
  );

  it('joins the advice with a full stop only where one is missing', () => {
    expect(failureText({ status: 413, text: 'Request Entity Too Large', attachments: 2 }, en.forms)).toBe(
      'Oops! Request Entity Too Large. Please try submitting the form twice, sending only one image per form',
    );
    expect(failureText({ status: 413, text: 'Request Entity Too Large.', attachments: 2 }, en.forms)).toBe(
      'Oops! Request Entity Too Large. Please try submitting the form twice, sending only one image per form',
    );
  });

  // EmailJS's own answers, word for word, as the service sends them.
  it('adds the one-image advice to EmailJS’s 413 with images, and none to it without', () => {
    const text = 'Variables size limit. The maximum allowed variables size is 50Kb';
    expect(failureText({ status: 413, text, attachments: 1 }, en.forms)).toBe(
      'Oops! Variables size limit. The maximum allowed variables size is 50Kb. Please try submitting the form twice, sending only one image per form',
    );
    expect(failureText({ status: 413, text, attachments: 0 }, en.forms)).toBe(
      'Oops! Variables size limit. The maximum allowed variables size is 50Kb',
    );
  });

  it.each([
    [400, 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account'],
    [412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account'],
  ])('shows EmailJS’s %i as it came, without the size advice', (status, text) => {
    expect(isSizeLimitText(text)).toBe(false);
    expect(failureText({ status, text, attachments: 1 }, en.forms)).toBe(`Oops! ${text}`);
  });

  it('asks the visitor to wait after a rate limit', () => {
    expect(failureText({ status: 429, text: 'Too Many Requests', attachments: 0 }, en.forms)).toBe(
      'Oops! Too Many Requests. Please wait a few seconds and try again.',
    );
  });

  it('reports an image that cannot be processed', () => {
    expect(processingFailureText(new Error('The image is damaged'), en.forms)).toBe(
      'Oops, something went wrong! The image is damaged',
    );
  });
});
