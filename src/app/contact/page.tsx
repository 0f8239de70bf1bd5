import type { Metadata } from 'next';
import { pageMetadata } from '@/shared/seo';
import { address, contact, openingHours } from '@/content/venue';
import { AttachmentUploader } from '@/features/attachments/AttachmentUploader';
import { AttachmentForm } from '@/features/forms/AttachmentForm';
import { EnquiryForm } from '@/features/forms/EnquiryForm';
import { FormElsewhere } from '@/features/forms/FormElsewhere';
import { PageHeader } from '@/shared/ui/PageHeader';

const description = 'Tell us the date, the numbers and the shape of your event. We reply within one working day and hold dates for fourteen days.';

export const metadata: Metadata = pageMetadata({ title: 'Enquire', description, path: '/contact' });

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Enquire"
        title="Tell us about your event"
        lede="The date, roughly how many guests, and what kind of day you imagine. We reply within one working day."
      />
      <div className="section section-tight">
        <div className="wrap contact-grid">
          <section id="enquiry" className="panel" aria-labelledby="enquiry-title">
            <h2 id="enquiry-title">Send an enquiry</h2>
            <EnquiryForm />
            <FormElsewhere />
          </section>
          <aside className="contact-aside" aria-label="Other ways to reach us">
            <h2 className="eyebrow">Or call the events team</h2>
            <p className="contact-phone">
              <a href={`tel:${contact.phoneInternational.replace(/\s/g, '')}`}>{contact.phone}</a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <ul className="plain-list small">
              {openingHours.map((slot) => (
                <li key={slot.days}>
                  {slot.days}, {slot.opens}–{slot.closes}
                </li>
              ))}
            </ul>
            <p className="small">
              {address.street}, {address.locality} {address.postalCode}
            </p>
          </aside>
          <section id="attachments" className="panel" aria-labelledby="attachments-title">
            <h2 id="attachments-title">Send photos of your idea</h2>
            <p>A mood board, a sketch of the table plan, the dress: up to two images, and we will plan around them.</p>
            <AttachmentForm>
              <AttachmentUploader />
            </AttachmentForm>
            <FormElsewhere />
          </section>
        </div>
      </div>
    </>
  );
}
