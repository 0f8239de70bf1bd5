import type { ReactNode } from 'react';

/** `header.page-header` (promises §2): the top of every page but home. */
export function PageHeader({
  title,
  eyebrow,
  lede,
  children,
}: {
  title: string;
  eyebrow?: string;
  lede?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lede ? <p className="lede">{lede}</p> : null}
      </div>
      {children}
    </header>
  );
}
