import type { ReactNode } from 'react';
import { EmailForm } from './EmailForm';

/**
 * The contact page's form with image attachments: the fields of `FORMS.message` (fields.ts), and the attachment widget
 * given as children, which registers itself through `AttachmentSlot` (src/shared/form-attachments.ts).
 */
export function AttachmentForm({ children }: { children?: ReactNode }) {
  return (
    <EmailForm
      id="attachment-form"
      kind="message"
      variant="attachments"
      label="Send photos of your idea"
      submitLabel="Send with photos"
      successText="Thank you! Your message and photos are with our events team, and we will write back to you soon."
      acceptsAttachments
    >
      {children}
    </EmailForm>
  );
}
