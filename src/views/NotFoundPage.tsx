import { contentIn, languages } from '@/content';
import { dirWithin } from '@/i18n/direction';
import { localPath } from '@/i18n/paths';
import { PageHeader } from '@/shared/ui/PageHeader';

/**
 * The one page a static host serves for every missing address (out/404.html, src/pages/404.astro). It is in the
 * default language's frame and says its words in every language of the venue, each in an element with `lang`
 * (promises §10) and its own `dir` where its direction is not the default language's (promises §19), since a host cannot tell which language the visitor was reading.
 */
const [defaultLanguage] = languages as [string, ...string[]];
const copy = contentIn(defaultLanguage).site.notFound;

export function NotFoundPage() {
  const others = languages.slice(1);
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede} />
      <div className="section section-tight">
        <p className="wrap">
          <a className="button" href={localPath('/', defaultLanguage, languages)}>
            {copy.button}
          </a>
        </p>
        {others.map((tag) => {
          const words = contentIn(tag).site.notFound;
          return (
            <section
              key={tag}
              lang={tag}
              dir={dirWithin(tag, defaultLanguage)}
              className="wrap not-found-other"
              aria-labelledby={`not-found-${tag}`}
            >
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
    </>
  );
}
