import type { Metadata } from 'next';
import { contentIn } from '@/content';
import { hoursText, telHref } from '@/content/present';
import { AttachmentUploader } from '@/features/attachments/AttachmentUploader';
import { AttachmentForm } from '@/features/forms/AttachmentForm';
import { EnquiryForm } from '@/features/forms/EnquiryForm';
import { FormElsewhere } from '@/features/forms/FormElsewhere';
import { dictionaryFor } from '@/i18n';
import { venueCalendar } from '@/lib/held-dates.server';
import { pageMetadata } from '@/shared/seo';
import { PageHeader } from '@/shared/ui/PageHeader';
import { SitePage } from '../_site/SiteDocument';

export function contactMetadata(tag: string): Metadata {
  const page = contentIn(tag).contact;
  return pageMetadata({ tag, title: page.seo.title, description: page.seo.description, path: '/contact' });
}

/** The contact page in language `tag`. */
export async function ContactPage({ tag }: { tag: string }) {
  const here = contentIn(tag);
  const page = here.contact;
  const { contact, address, hours } = here.site;
  const language = tag;
  // The venue's held dates, read at build from its calendar feed: dates alone reach the page (contract §11).
  const held = await venueCalendar(tag);
  const dict = dictionaryFor(language);
  return (
    <SitePage tag={tag} path={'/contact'}>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <div className="section section-tight">
        <div className="wrap contact-grid">
          <section id="enquiry" className="panel" aria-labelledby="enquiry-title">
            <h2 id="enquiry-title">{page.enquiry.title}</h2>
            <EnquiryForm held={held} dict={dict} language={language} />
            <FormElsewhere dict={dict} />
          </section>
          <aside className="contact-aside" aria-label={dict.forms.otherWays}>
            <h2 className="eyebrow">{page.aside.title}</h2>
            <p className="contact-phone">
              <a href={telHref(contact)}>{contact.phone}</a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <ul className="plain-list small">
              {hours.map((slot) => (
                <li key={slot.days}>{hoursText(slot, ', ')}</li>
              ))}
            </ul>
            <p className="small">
              {address.street}, {address.locality} {address.postalCode}
            </p>
          </aside>
          <section id="attachments" className="panel" aria-labelledby="attachments-title">
            <h2 id="attachments-title">{page.attachments.title}</h2>
            <p>{page.attachments.text}</p>
            <AttachmentForm dict={dict}>
              <AttachmentUploader words={dict.attachments} language={language} />
            </AttachmentForm>
            <FormElsewhere dict={dict} />
          </section>
        </div>
      </div>
    </SitePage>
  );
}
