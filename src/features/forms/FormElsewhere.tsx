import { content } from '@/content';
import { telHref } from '@/content/present';

const { contact } = content.site;

/**
 * Beside each form: how else to reach the venue. Shown only when JavaScript is off (globals.css, `scripting: none`),
 * where the forms cannot send (promises §8); a server component, so it adds nothing to the page's JavaScript.
 */
export function FormElsewhere() {
  return (
    <p className="form-elsewhere">
      This form sends with JavaScript, which is off in this browser. Write to us at{' '}
      <a href={`mailto:${contact.email}`}>{contact.email}</a> or call <a href={telHref(contact)}>{contact.phone}</a>{' '}
      instead.
    </p>
  );
}
