import type { ReactNode } from 'react';
import type { Dictionary } from '@/i18n';
import { EmailForm } from './EmailForm';

/**
 * The contact page's form with image attachments: the fields of `FORMS.message` (fields.ts), and the attachment widget
 * given as children, which registers itself through `AttachmentSlot` (src/shared/form-attachments.ts).
 */
export function AttachmentForm({ dict, children }: { dict: Dictionary; children?: ReactNode }) {
  return (
    <EmailForm
      id="attachment-form"
      kind="message"
      variant="attachments"
      label={dict.forms.attachments.label}
      submitLabel={dict.forms.attachments.submit}
      successText={dict.forms.attachments.success}
      words={dict.forms}
      acceptsAttachments
    >
      {children}
    </EmailForm>
  );
}
