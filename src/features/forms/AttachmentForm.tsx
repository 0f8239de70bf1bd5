import type { ReactNode } from 'react';
import { EmailForm, Field } from './EmailForm';

/**
 * The contact page's form with image attachments: name, email, message, and the attachment widget
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
      <Field name="name" label="Your name" autoComplete="name" />
      <Field name="email" label="Your email" type="email" autoComplete="email" />
      <Field name="message" label="Your message" multiline />
      {children}
    </EmailForm>
  );
}
