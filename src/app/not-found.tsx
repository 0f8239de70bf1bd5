import type { Metadata } from 'next';
import Link from 'next/link';
import { content } from '@/content';
import { PageHeader } from '@/shared/ui/PageHeader';

const copy = content.site.notFound;

export const metadata: Metadata = { title: copy.title, robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede} />
      <div className="section section-tight">
        <p className="wrap">
          <Link className="button" href="/">
            {copy.button}
          </Link>
        </p>
      </div>
    </>
  );
}
