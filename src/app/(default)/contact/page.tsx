import type { Metadata } from 'next';
import { languages } from '@/content';
import { contactMetadata, ContactPage } from '../../_pages/ContactPage';

export const metadata: Metadata = contactMetadata(languages[0]!);

export default function Page() {
  return <ContactPage tag={languages[0]!} />;
}
