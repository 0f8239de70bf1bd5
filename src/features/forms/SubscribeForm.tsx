import type { Dictionary } from '@/i18n';
import { EmailForm } from './EmailForm';

/** The subscribe form (a `subscriber` field, no `message`), in the footer of every page. */
export function SubscribeForm({ dict }: { dict: Dictionary }) {
  return (
    <EmailForm
      id="subscribe-form"
      kind="subscribe"
      variant="subscribe"
      label={dict.forms.subscribe.label}
      submitLabel={dict.forms.subscribe.submit}
      successText={dict.forms.subscribe.success}
      words={dict.forms}
    />
  );
}
