import { contentIn, languages } from '@/content';
import { dirWithin } from '@/i18n/direction';
import { localPath } from '@/i18n/paths';
import { PageHeader } from '@/shared/ui/PageHeader';

/**
 * A page a host serves for a missing address. The root's (out/404.html, src/pages/404.astro), with no `tag`, is in
 * the default language's frame and says its words in every language of the venue, each in an element with `lang`
 * (promises §10) and its own `dir` where its direction is not the default language's (promises §19),
 * since a host that knows no languages serves it for any address. Each other language has its own
 * (out/<code>/404.html, src/pages/[...lang]/404.astro), in that language alone, which the host forms the build
 * writes serve for that language's addresses (`/fr/…`).
 */
export function NotFoundPage({ tag }: { tag?: string }) {
  const shown = tag ?? languages[0]!;
  const copy = contentIn(shown).site.notFound;
  const others = tag === undefined ? languages.slice(1) : [];
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede} />
      <div className="section section-tight">
        <p className="wrap">
          <a className="button" href={localPath('/', shown, languages)}>
            {copy.button}
          </a>
        </p>
        {others.map((other) => {
          const words = contentIn(other).site.notFound;
          return (
            <section
              key={other}
              lang={other}
              dir={dirWithin(other, languages[0]!)}
              className="wrap not-found-other"
              aria-labelledby={`not-found-${other}`}
            >
              <h2 id={`not-found-${other}`}>{words.title}</h2>
              <p className="lede">{words.lede}</p>
              <p>
                <a className="button" href={localPath('/', other, languages)} hrefLang={other}>
                  {words.button}
                </a>
              </p>
            </section>
          );
        })}
      </div>
    </>
  );
}
