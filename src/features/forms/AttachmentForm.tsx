import type { ReactNode } from 'react';
import { EmailForm } from './EmailForm';
import type { IslandFormWords } from './form-logic';

/**
 * The contact page's form with image attachments: the fields of `FORMS.message` (fields.ts), and the attachment widget
 * given as children, which registers itself through `AttachmentSlot` (src/shared/form-attachments.ts).
 */
export function AttachmentForm({ words, children }: { words: IslandFormWords; children?: ReactNode }) {
  return (
    <EmailForm
      id="attachment-form"
      kind="message"
      variant="attachments"
      label={words.form.label}
      submitLabel={words.form.submit}
      successText={words.form.success}
      words={words}
      acceptsAttachments
    >
      {children}
    </EmailForm>
  );
}
