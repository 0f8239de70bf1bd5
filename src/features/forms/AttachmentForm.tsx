import type { ReactNode } from 'react';

/**
 * The contact page's form with image attachments (name, email, message + the widget given as children,
 * which registers itself through `AttachmentSlot`). Built by the forms feature.
 */
export function AttachmentForm({ children }: { children?: ReactNode }) {
  return <div className="form-wrapper attachments">{children}</div>;
}
