import type { Metadata } from 'next';
import { AttachmentUploader } from '@/features/attachments/AttachmentUploader';
import { AttachmentForm } from '@/features/forms/AttachmentForm';
import { EnquiryForm } from '@/features/forms/EnquiryForm';
import { PageHeader } from '@/shared/ui/PageHeader';

export const metadata: Metadata = { title: 'Enquire', description: 'Tell us about your event.' };

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Enquire" />
      <section id="enquiry" aria-labelledby="enquiry-title">
        <h2 id="enquiry-title">Tell us about your event</h2>
        <EnquiryForm />
      </section>
      <section id="attachments" aria-labelledby="attachments-title">
        <h2 id="attachments-title">Send photos of your idea</h2>
        <AttachmentForm>
          <AttachmentUploader />
        </AttachmentForm>
      </section>
    </>
  );
}
