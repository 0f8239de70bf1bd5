import { createContext } from 'react';

/**
 * The seam between a form (features/forms) and the attachment widget inside it
 * (features/attachments): the form provides `AttachmentSlot`; the widget registers itself as the
 * form's `AttachmentSource` on mount and unregisters (null) on unmount. Neither feature imports the other.
 */
export interface EncodedAttachment {
  /** The file name as the visitor chose it (shown as text only). */
  name: string;
  /** A base64 `data:` URL of the bytes to send: compressed when the original was over the limit. */
  dataUrl: string;
}

export interface AttachmentSource {
  /**
   * Resolves once the files chosen before the widget woke (held in its input by the page's inline script) are among
   * its files: a send asked for before then waits for it, or it would go without them.
   */
  ready(): Promise<void>;
  /** How many files are chosen now; a count of zero means the form sends no attachments. */
  count(): number;
  /** The chosen files ready for the email, in order. Rejects with an Error for a file that cannot be processed. */
  encode(): Promise<EncodedAttachment[]>;
  /** After a size-limit failure: remove the second file and refresh the preview. */
  removeSecond(): void;
}

export type RegisterAttachmentSource = (source: AttachmentSource | null) => void;

export const AttachmentSlot = createContext<RegisterAttachmentSource | null>(null);
