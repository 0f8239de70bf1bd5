import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { contentIn, languages } from '@/content';
import { localPath } from '@/i18n/paths';
import { PageHeader } from '@/shared/ui/PageHeader';
import { SiteDocument, SitePage, siteMetadata, siteViewport } from './_site/SiteDocument';

/**
 * The one page a static host serves for every missing address (out/404.html). The site has a root layout per
 * language (`(default)/layout.tsx`, `[lang]/layout.tsx`), so there is no single layout for Next to put a
 * `not-found.tsx` in: this file is the whole document. It is in the default language's frame and says its words
 * in every language of the venue, each in an element with `lang` (contract §10), since a host cannot tell which
 * language the visitor was reading.
 */
const [defaultLanguage] = languages as [string, ...string[]];
const copy = contentIn(defaultLanguage).site.notFound;

// No layout's title template reaches this page: it writes the whole title.
export const metadata: Metadata = {
  ...siteMetadata(defaultLanguage),
  title: `${copy.title} · ${contentIn(defaultLanguage).site.name}`,
  robots: { index: false },
};

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  const others = languages.slice(1);
  return (
    <SiteDocument tag={defaultLanguage}>
      {/* No path: no one page to switch to, and it says its words in every language itself. */}
      <SitePage tag={defaultLanguage}>
        <PageHeader eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede} />
        <div className="section section-tight">
          <p className="wrap">
            <Link className="button" href="/">
              {copy.button}
            </Link>
          </p>
          {others.map((tag) => {
            const words = contentIn(tag).site.notFound;
            return (
              <section key={tag} lang={tag} className="wrap not-found-other" aria-labelledby={`not-found-${tag}`}>
                <h2 id={`not-found-${tag}`}>{words.title}</h2>
                <p className="lede">{words.lede}</p>
                <p>
                  <a className="button" href={localPath('/', tag, languages)} hrefLang={tag}>
                    {words.button}
                  </a>
                </p>
              </section>
            );
          })}
        </div>
      </SitePage>
    </SiteDocument>
  );
}
