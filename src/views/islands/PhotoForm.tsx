import { AttachmentUploader } from '@/features/attachments/AttachmentUploader';
import { AttachmentForm } from '@/features/forms/AttachmentForm';
import type { IslandFormWords } from '@/features/forms/form-logic';
import type { Dictionary } from '@/i18n';

/**
 * The contact page's form with photos: the form and its attachment widget in one island, since the widget registers
 * with the form through React context (src/shared/form-attachments.ts), which does not cross islands.
 */
export function PhotoForm({
  words,
  language,
}: {
  words: { forms: IslandFormWords; attachments: Dictionary['attachments'] };
  language: string;
}) {
  return (
    <AttachmentForm words={words.forms}>
      <AttachmentUploader words={words.attachments} language={language} />
    </AttachmentForm>
  );
}
