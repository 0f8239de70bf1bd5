// Lives in views/ because it composes features; shared/ must not import features.
import { Fragment, type ReactNode } from 'react';
import { buildNow } from '@/config/settings.mjs';
import { contentIn, languages } from '@/content';
import { addressLines, telHref } from '@/content/present';
import { FormElsewhere } from '@/features/forms/FormElsewhere';
import { fillParts, type Dictionary } from '@/i18n';
import { localPath } from '@/i18n/paths';
import { dayParts, todayIn } from '@/shared/calendar';
import { relFor } from '@/shared/rel';
import { PhoneLink } from '@/shared/ui/Bidi';
import { shownNavigation } from '@/views/routes.server';
import { OpeningHours } from './OpeningHours';
import './footer.css';

/** The footer of every page; `subscribe` is the subscribe form's island (src/layouts/SiteDocument.astro). */
export function SiteFooter({ dict, tag, subscribe }: { dict: Dictionary; tag: string; subscribe?: ReactNode }) {
  const { name, address, contact, hours, hoursLabel, eventsUntil, footer, timeZone } = contentIn(tag).site;
  // The year on the venue's clock at the build's now: the build machine's own zone must not change the page.
  const [year] = dayParts(todayIn(timeZone, buildNow(process.env)));
  const navigation = shownNavigation(contentIn(tag).site.navigation);
  return (
    <footer className="site-footer dark-section">
      <div className="footer-grid">
        <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
          <h2 id="footer-subscribe-title">{footer.subscribeTitle}</h2>
          <p>{footer.subscribeText}</p>
          {subscribe}
          <FormElsewhere dict={dict} />
        </section>
        <div className="footer-facts">
          <h2 className="footer-heading">{footer.findUs}</h2>
          <address>
            {name}
            {addressLines(address, { tag }).map((line) => (
              <Fragment key={line}>
                <br />
                <bdi>{line}</bdi>
              </Fragment>
            ))}
            <br />
            <PhoneLink href={telHref(contact)} number={contact.phone} />
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </address>
        </div>
        <div className="footer-facts">
          <h2 className="footer-heading">{hoursLabel}</h2>
          <ul className="plain-list">
            {hours.map((slot) => (
              <li key={slot.days}>
                <OpeningHours slots={[slot]} line={dict.site.hours.short} range={dict.site.timeRange} tag={tag} />
              </li>
            ))}
          </ul>
          <p className="small">{eventsUntil}</p>
        </div>
        <nav className="footer-nav" aria-label={dict.site.footerNavigation}>
          <ul className="plain-list">
            {[...navigation.main, ...navigation.secondary].map((link) => (
              <li key={link.href}>
                <a href={localPath(link.href, tag, languages)} rel={relFor(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-legal">
        {fillParts(dict.site.copyright, { year, name })}
        {footer.legal ? ` ${footer.legal}` : ''}
      </p>
    </footer>
  );
}
