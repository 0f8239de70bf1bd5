import type { Metadata } from 'next';
import { PageHeader } from '@/shared/ui/PageHeader';

export const metadata: Metadata = { title: 'The Venue', description: 'Spaces, capacities and answers to common questions.' };

export default function VenuePage() {
  return (
    <>
      <PageHeader title="The Venue" />
      <section id="spaces">
        <h2>Spaces</h2>
      </section>
      <section id="faq" className="toggles">
        <h2>Questions</h2>
        <div className="toggle">
          <h3>
            <button type="button" className="toggle-head" aria-expanded="false" aria-controls="faq-1">
              How many guests can the hall hold?
            </button>
          </h3>
          <div className="toggle-body" id="faq-1" hidden>
            <p>Up to 220 seated for dinner, 350 standing.</p>
          </div>
        </div>
      </section>
      <section id="visit">
        <h2>Visit</h2>
      </section>
    </>
  );
}
