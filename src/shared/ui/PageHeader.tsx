import type { ReactNode } from 'react';

/** `header.page-header` (CONTRACT §2): the top of every page but home. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
