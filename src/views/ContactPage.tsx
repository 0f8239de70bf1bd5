import { contentIn, wordsFor } from '@/content';
import { addressLines, telHref } from '@/content/present';
import { FormElsewhere } from '@/features/forms/FormElsewhere';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PdfLink } from '@/shared/ui/PdfLink';
import { Isolated, PhoneLink } from '@/shared/ui/Bidi';
import type { ReactNode } from 'react';
import type { BrochureLink } from '@/features/brochure/brochure-link.server';
import { OpeningHours } from '@/views/frame/OpeningHours';
import './contact.css';

/**
 * The contact page in language `tag`; its two forms are islands (`enquiry`: EnquiryForm, `photos`: PhotoForm), from
 * its .astro file, which also reads the venue's held dates.
 */
export function ContactPage({
  tag,
  enquiry,
  photos,
  brochure,
}: {
  tag: string;
  enquiry?: ReactNode;
  photos?: ReactNode;
  brochure?: BrochureLink;
}) {
  const here = contentIn(tag);
  const page = here.contact;
  const { contact, address, hours } = here.site;
  const language = tag;
  const dict = wordsFor(language);
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <div className="section section-tight">
        <div className="wrap contact-grid">
          <section id="enquiry" className="panel" aria-labelledby="enquiry-title">
            <h2 id="enquiry-title">{page.enquiry.title}</h2>
            {enquiry}
            <FormElsewhere dict={dict} />
          </section>
          <aside className="contact-aside" aria-label={dict.forms.otherWays}>
            <h2 className="eyebrow">{page.aside.title}</h2>
            <p className="contact-phone">
              <PhoneLink href={telHref(contact)} number={contact.phone} />
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <ul className="plain-list small">
              {hours.map((slot) => (
                <li key={slot.days}>
                  <OpeningHours
                    slots={[slot]}
                    line={dict.site.hours.short}
                    range={dict.site.timeRange}
                    tag={language}
                  />
                </li>
              ))}
            </ul>
            <p className="small">
              <Isolated items={addressLines(address, { tag })} separator={dict.site.addressSeparator} tag={language} />
            </p>
            {brochure ? (
              <p>
                <PdfLink {...brochure} />
              </p>
            ) : null}
          </aside>
          <section id="attachments" className="panel" aria-labelledby="attachments-title">
            <h2 id="attachments-title">{page.attachments.title}</h2>
            <p>{page.attachments.text}</p>
            {photos}
            <FormElsewhere dict={dict} />
          </section>
        </div>
      </div>
    </>
  );
}
