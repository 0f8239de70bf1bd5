import type { ReactNode } from 'react';
import './page-header.css';

/** `header.page-header` (promises §2): the top of every page but home. */
export function PageHeader({
  title,
  eyebrow,
  lede,
  lang,
  children,
}: {
  title: string;
  eyebrow?: string;
  lede?: ReactNode;
  /** The language of the title and lede where it is not the page's (a post not written in it). */
  lang?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 lang={lang}>{title}</h1>
        {lede ? (
          <p className="lede" lang={lang}>
            {lede}
          </p>
        ) : null}
      </div>
      {children}
    </header>
  );
}
