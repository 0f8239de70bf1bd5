import type { Metadata } from 'next';
import { PageHeader } from '@/shared/ui/PageHeader';

export const metadata: Metadata = { title: 'Enquire', description: 'Tell us about your event.' };

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Enquire" />
      <section id="enquiry">
        <h2>Tell us about your event</h2>
      </section>
      <section id="attachments">
        <h2>Send photos of your idea</h2>
      </section>
    </>
  );
}
