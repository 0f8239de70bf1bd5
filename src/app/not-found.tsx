import Link from 'next/link';
import { PageHeader } from '@/shared/ui/PageHeader';

export default function NotFound() {
  return (
    <>
      <PageHeader title="This page has left the building" />
      <p>
        The address may be old or mistyped. <Link href="/">Back to the home page</Link>
      </p>
    </>
  );
}
