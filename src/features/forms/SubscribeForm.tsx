import { EmailForm } from './EmailForm';

/** The subscribe form (a `subscriber` field, no `message`), in the footer of every page. */
export function SubscribeForm() {
  return (
    <EmailForm
      id="subscribe-form"
      kind="subscribe"
      variant="subscribe"
      label="Subscribe"
      submitLabel="Subscribe"
      successText="Thank you for subscribing! Our next dates and openings will find their way to your inbox."
    />
  );
}
