import { EmailForm } from './EmailForm';
import type { IslandFormWords } from './form-logic';

/** The subscribe form (a `subscriber` field, no `message`), in the footer of every page: an island of its own. */
export function SubscribeForm({ words }: { words: IslandFormWords }) {
  return (
    <EmailForm
      id="subscribe-form"
      kind="subscribe"
      variant="subscribe"
      label={words.form.label}
      submitLabel={words.form.submit}
      successText={words.form.success}
      words={words}
    />
  );
}
