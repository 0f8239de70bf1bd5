import { content, contentIn, languages, wordsFor } from '@/content';
import { capacityItems, contentFileUrl } from '@/content/present';
import { Isolated } from '@/shared/ui/Bidi';
import { WHATS_ON_PATH } from '@/shared/routes';
import { comingEventsIn, hasWhatsOn } from '@/features/events/coming.server';
import { EventList } from '@/features/events/EventList';
import { FeedPhotos } from '@/features/news/FeedBlock';
import { NewsBlocks } from '@/features/news/LatestNews';
import { hasNews, newsSource } from '@/features/news/source.server';
import { contentFeedPhotos, contentNewsPosts } from '@/views/news.server';
import { enquiryHref } from '@/features/forms/choices';
import { fill } from '@/i18n';
import { inSentence } from '@/i18n/format';
import { localPath } from '@/i18n/paths';
import { Photo } from '@/features/photos/Photo';
import { HERO_SIZES, HERO_PORTRAIT_SIZES, SPACE_CARD_SIZES } from '@/features/photos/sizes';
import type { ReactNode } from 'react';
import { LogoMarquee } from '@/shared/ui/LogoMarquee';
import { SupplierList } from '@/shared/ui/SupplierList';
import { Testimonials } from '@/shared/ui/Testimonials';
import { ParallaxImage } from '@/shared/ui/ParallaxImage';
import { relFor } from '@/shared/rel';
import { SectionHead } from '@/shared/ui/SectionHead';
import './home.css';

/** The next three; a few more wait hidden, shown in the browser as the first ones end (EventList). */
const NEXT_EVENTS = 3;

/**
 * The home page in language `tag`. With a blog, the news blocks and the feed are islands (they ask the blog again in
 * the browser), given by the page's .astro file; the venue's own news (promises §14) is plain HTML made here.
 */
export function HomePage({ tag, latestNews, feed }: { tag: string; latestNews?: ReactNode; feed?: ReactNode }) {
  const here = contentIn(tag);
  const page = here.home;
  const { spaces, occasions, suppliers } = here.venue;
  const whatsOn = hasWhatsOn ? here.whatsOn : undefined;
  const local = (href: string) => localPath(href, tag, languages);
  const language = tag;
  const dict = wordsFor(language);
  // Without a blog, the feed is the venue's own photos where it lists some (promises §14).
  const feedPhotos = newsSource === 'blog' ? [] : contentFeedPhotos(tag);
  return (
    <>
      <section className="hero dark-section" aria-labelledby="hero-title">
        {page.hero.photo ? (
          // The photo step (integration/photos.mjs) gives this photo, the one the content names, its portrait crop.
          <Photo
            src={page.hero.photo.src}
            alt={page.hero.photo.alt}
            sizes={HERO_SIZES}
            portraitSizes={HERO_PORTRAIT_SIZES}
            priority
            className="photo-cover hero-photo"
          />
        ) : null}
        <div className="hero-text">
          <p className="eyebrow">{page.hero.eyebrow}</p>
          <h1 id="hero-title">{page.hero.title}</h1>
          <p className="hero-lede">{page.hero.lede}</p>
          <p className="actions">
            <a className="button" href={local(page.hero.primary.href)} rel={relFor(page.hero.primary.href)}>
              {page.hero.primary.label}
            </a>
            <a
              className="button button-quiet"
              href={local(page.hero.secondary.href)}
              rel={relFor(page.hero.secondary.href)}
            >
              {page.hero.secondary.label}
            </a>
          </p>
        </div>
      </section>

      <section className="section intro" aria-labelledby="intro-title">
        <div className="wrap split">
          <h2 id="intro-title" className="display fade-in">
            {page.intro.title}
          </h2>
          <div className="prose fade-in">
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="wrap facts">
          {page.intro.facts.map((fact) => (
            <div key={fact.label} className="fade-in">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="spaces" className="section" aria-labelledby="spaces-title">
        <div className="wrap">
          <SectionHead eyebrow={page.spaces.eyebrow} id="spaces-title" title={page.spaces.title} />
          <ul className="space-list">
            {spaces.map((space, index) => (
              <li key={space.id} className="space-card fade-in">
                {space.photo ? (
                  <div className="parallax-frame space-photo">
                    <Photo
                      src={space.photo.src}
                      alt={space.photo.alt}
                      sizes={SPACE_CARD_SIZES}
                      className="parallax photo-fill"
                    />
                  </div>
                ) : space.art ? (
                  <ParallaxImage src={contentFileUrl(space.art)} alt="" width={1200} height={800} />
                ) : null}
                <div className="space-card-text">
                  <p className="tagline">{String(index + 1).padStart(2, '0')}</p>
                  <h3>{space.name}</h3>
                  <p>{space.summary}</p>
                  <p className="capacity">
                    <Isolated
                      items={capacityItems(space, here.venue, dict, language, 2)}
                      separator={dict.venue.capacitySeparator}
                      tag={language}
                    />
                  </p>
                  {/* A full page load: the contact page reads its choice from the address as it starts. */}
                  <a className="link-arrow enquire-link" href={local(enquiryHref({ space: space.id }))}>
                    {fill(dict.venue.enquireAbout, { name: space.name })}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <p className="section-more">
            <a href={local(page.spaces.more.href)} rel={relFor(page.spaces.more.href)} className="link-arrow">
              {page.spaces.more.label}
            </a>
          </p>
        </div>
      </section>

      <section className="section dark-section occasions" aria-labelledby="occasions-title">
        <div className="wrap">
          <SectionHead eyebrow={page.occasions.eyebrow} id="occasions-title" title={page.occasions.title} />
          <ol className="occasion-list">
            {occasions.map((occasion) => (
              <li key={occasion.id} className="fade-in">
                <h3>{occasion.name}</h3>
                <p>{occasion.text}</p>
                <a className="link-arrow enquire-link" href={local(enquiryHref({ event: occasion.id }))}>
                  {fill(dict.venue.enquireAbout, { name: inSentence(occasion.name, language) })}
                </a>
              </li>
            ))}
          </ol>
          <Testimonials testimonials={page.testimonials} quotation={dict.site.quotation} />
        </div>
      </section>

      {whatsOn ? (
        <section className="section" aria-labelledby="events-title">
          <div className="wrap">
            <SectionHead eyebrow={whatsOn.home.eyebrow} id="events-title" title={whatsOn.home.title} />
            <EventList
              id="next-events"
              occurrences={comingEventsIn(tag).slice(0, NEXT_EVENTS * 2)}
              limit={NEXT_EVENTS}
              words={whatsOn}
              language={tag}
              separator={dict.site.separator}
              timeRange={dict.site.timeRange}
              timeZone={content.site.timeZone}
              enquiryHref={(day) => local(enquiryHref({ date: day }))}
              columns
            />
            <p className="section-more">
              <a href={local(WHATS_ON_PATH)} className="link-arrow">
                {whatsOn.home.more}
              </a>
            </p>
          </div>
        </section>
      ) : null}

      {/* The blog's island (`latestNews`), or the venue's own three latest posts as HTML (promises §14), or none. */}
      {hasNews ? (
        <section className="section" aria-labelledby="news-title">
          <div className="wrap">
            <SectionHead eyebrow={page.news.eyebrow} id="news-title" title={page.news.title} />
            {newsSource === 'content' ? (
              <NewsBlocks
                posts={contentNewsPosts(tag).slice(0, 3)}
                language={language}
                readPost={dict.news.readPost}
                newsHref={local('/news')}
              />
            ) : (
              latestNews
            )}
            <p className="section-more">
              <a href={local(page.news.more.href)} rel={relFor(page.news.more.href)} className="link-arrow">
                {page.news.more.label}
              </a>
            </p>
          </div>
        </section>
      ) : null}

      {suppliers.length > 0 && page.suppliers ? (
        <section className="section partners" aria-labelledby="partners-title">
          <div className="wrap">
            <h2 id="partners-title" className="eyebrow">
              {page.suppliers.title}
            </h2>
          </div>
          <LogoMarquee names={suppliers.map((supplier) => supplier.name)} />
          <div className="wrap">
            <SupplierList suppliers={suppliers} label={page.suppliers.label} />
          </div>
        </section>
      ) : null}

      {/* Where the venue words the section (`feed`): a blog's feed post (FEED_POST_ID, the island `feed`); without a
          blog the venue's own photos, or no section. */}
      {page.feed && (newsSource === 'blog' || feedPhotos.length > 0) ? (
        <section className="section" aria-labelledby="feed-title">
          <div className="wrap">
            <SectionHead eyebrow={page.feed.eyebrow} id="feed-title" title={page.feed.title} />
            {newsSource === 'blog' ? feed : <FeedPhotos photos={feedPhotos} />}
          </div>
        </section>
      ) : null}

      <section className="section cta" aria-labelledby="cta-title">
        <div className="wrap cta-inner fade-in">
          <h2 id="cta-title" className="display">
            {page.callToAction.title}
          </h2>
          <p>
            <a
              className="button"
              href={local(page.callToAction.button.href)}
              rel={relFor(page.callToAction.button.href)}
            >
              {page.callToAction.button.label}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
