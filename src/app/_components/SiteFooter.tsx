// Lives in app/ because it composes features (the subscribe form); shared/ must not import features.
import Link from 'next/link';
import { mainNav, secondaryNav, site } from '@/config/site';
import { address, contact, eventsUntil, openingHours } from '@/content/venue';
import { FormElsewhere } from '@/features/forms/FormElsewhere';
import { SubscribeForm } from '@/features/forms/SubscribeForm';

export function SiteFooter() {
  return (
    <footer className="site-footer dark-section">
      <div className="footer-grid">
        <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
          <h2 id="footer-subscribe-title">Dates, openings and the occasional late night</h2>
          <p>A letter a month from the hall. No more, and never passed on.</p>
          <SubscribeForm />
          <FormElsewhere />
        </section>
        <div className="footer-facts">
          <h2 className="footer-heading">Find us</h2>
          <address>
            {site.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            <a href={`tel:${contact.phoneInternational.replace(/\s/g, '')}`}>{contact.phone}</a>
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </address>
        </div>
        <div className="footer-facts">
          <h2 className="footer-heading">Viewings</h2>
          <ul className="plain-list">
            {openingHours.map((slot) => (
              <li key={slot.days}>
                {slot.days}, {slot.opens}–{slot.closes}
              </li>
            ))}
          </ul>
          <p className="small">{eventsUntil}</p>
        </div>
        <nav className="footer-nav" aria-label="Footer">
          <ul className="plain-list">
            {[...mainNav, ...secondaryNav].map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-legal">
        © {new Date().getFullYear()} {site.name}. Illustrations drawn for the hall.
      </p>
    </footer>
  );
}
