import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/shared/ui/PageHeader';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <PageHeader eyebrow="404" title="This page has left the building" lede="The address may be old or mistyped." />
      <div className="section section-tight">
        <p className="wrap">
          <Link className="button" href="/">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
