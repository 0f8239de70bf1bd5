import { content } from '@/content';
import { telHref } from '@/content/present';
import { fillParts, type Dictionary } from '@/i18n';
import { PhoneLink } from '@/shared/ui/Bidi';

const { contact } = content.site;

/**
 * Beside each form: how else to reach the venue. Shown only when JavaScript is off (globals.css, `scripting: none`),
 * where the forms cannot send (promises §8); rendered at build outside any island, so it adds nothing to the page's
 * JavaScript.
 */
export function FormElsewhere({ dict }: { dict: Dictionary }) {
  const links = {
    email: (
      <a key="email" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    ),
    phone: <PhoneLink key="phone" href={telHref(contact)} number={contact.phone} />,
  };
  return <p className="form-elsewhere">{fillParts(dict.forms.elsewhere, links)}</p>;
}
