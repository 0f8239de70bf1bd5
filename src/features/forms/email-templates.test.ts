import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTemplateParams } from './form-logic';
import type { FormKind } from './fields';

/**
 * The EmailJS templates the venue pastes into its account (emailjs/, docs/emailjs.md) against what the forms send:
 * a template that names a parameter no form sends shows an empty line forever; one that misses a parameter loses
 * what the visitor wrote.
 */
const folder = path.resolve(import.meta.dirname, '../../../emailjs');
const placeholders = (file: string) =>
  new Set(
    [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/\{\{\{?\s*(\w+)\s*\}?\}\}/g)].map((m) => m[1]),
  );
/** What a form of this kind sends (its `language` is added by the sending code, promises §10). */
const sent = (kind: FormKind, files = 0) =>
  new Set([
    ...Object.keys(
      buildTemplateParams(
        {},
        kind,
        'T',
        Array.from({ length: files }, (_, i) => ({ name: `${i}.jpg`, dataUrl: '' })),
      ),
    ),
    'language',
  ]);

describe('the EmailJS templates in emailjs/', () => {
  it('the message template shows everything the enquiry form sends, and nothing it does not', () => {
    const names = placeholders('message.html');
    expect([...names].sort()).toEqual([...sent('enquiry')].sort());
    // The contact page's message form uses it too: what it sends is all there.
    for (const name of sent('message')) expect(names, name).toContain(name);
  });

  it('the attachments template shows the photos’ names and the message; the photos are its attachments', () => {
    const names = placeholders('attachments.html');
    const photos = sent('message', 2);
    for (const name of names) expect(photos, name).toContain(name);
    for (const name of ['from_name', 'reply_to', 'message', 'file_name_1', 'file_name_2'])
      expect(names).toContain(name);
    const text = fs.readFileSync(path.join(folder, 'attachments.html'), 'utf8');
    expect(text).toMatch(/image_data_1[\s\S]*image_data_2/);
  });

  it('the subscribe template names the subscriber', () => {
    const names = placeholders('subscribe.html');
    for (const name of names) expect(sent('subscribe'), name).toContain(name);
    expect(names).toContain('reply_to');
  });

  it('no template runs anything in an email client', () => {
    for (const file of fs.readdirSync(folder)) {
      expect(fs.readFileSync(path.join(folder, file), 'utf8'), file).not.toMatch(/<script|javascript:|\son\w+=/i);
    }
  });
});
