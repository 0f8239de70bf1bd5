import type { Metadata } from 'next';
import { pageMetadata } from '@/shared/seo';
import Link from 'next/link';
import { site } from '@/config/site';
import { maximumCapacity, occasions, partners, spaces } from '@/content/venue';
import { NewsBlocks } from '@/features/news/NewsBlocks';
import { SocialFeed } from '@/features/news/SocialFeed';
import { Photo } from '@/features/photos/Photo';
import { HERO_SIZES, HERO_PORTRAIT_SIZES, SPACE_CARD_SIZES } from '@/features/photos/sizes';
import { LogoMarquee } from '@/shared/ui/LogoMarquee';
import { SectionHead } from '@/shared/ui/SectionHead';

const description = `${site.description} Four spaces for up to ${maximumCapacity} guests on the canal in Calderbridge.`;

export const metadata: Metadata = pageMetadata({
  title: `${site.name} · Victorian mill hall for weddings, launches and dinners`,
  absoluteTitle: true,
  description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <section className="hero dark-section" aria-labelledby="hero-title">
        <Photo
          src="photos/hero.jpg"
          alt="The mill across the canal at dusk, its arched windows lit gold"
          sizes={HERO_SIZES}
          portraitSizes={HERO_PORTRAIT_SIZES}
          priority
          className="photo-cover hero-photo"
        />
        <div className="hero-text">
          <p className="eyebrow">Calderbridge · since 1868</p>
          <h1 id="hero-title">Weddings, launches and long evenings in a Victorian mill hall.</h1>
          <p className="hero-lede">
            Four rooms of brick, iron and oak on the canal, for {maximumCapacity} guests standing or 220 at one long dinner.
          </p>
          <p className="actions">
            <Link className="button" href="/contact">
              Plan your event
            </Link>
            <a className="button button-quiet" href="#spaces">
              See the spaces
            </a>
          </p>
        </div>
      </section>

      <section className="section intro" aria-labelledby="intro-title">
        <div className="wrap split">
          <h2 id="intro-title" className="display fade-in">
            Built to weave cotton. Kept to gather people.
          </h2>
          <div className="prose fade-in">
            <p>
              For a century the Hollin Mill ran two hundred looms beside the Calder canal. Today its great hall holds long
              tables, stages and dance floors under the same iron columns and the same forty arched windows.
            </p>
            <p>
              One events team plans the day with you, from the first viewing to the last taxi. Bring your own caterer or
              let our kitchen cook from farms within thirty miles.
            </p>
          </div>
        </div>
        <dl className="wrap facts">
          <div className="fade-in">
            <dt>Guests standing</dt>
            <dd>{maximumCapacity}</dd>
          </div>
          <div className="fade-in">
            <dt>Seated for dinner</dt>
            <dd>220</dd>
          </div>
          <div className="fade-in">
            <dt>Rooms and a yard</dt>
            <dd>4</dd>
          </div>
          <div className="fade-in">
            <dt>To the trusses</dt>
            <dd>9 m</dd>
          </div>
        </dl>
      </section>

      <section id="spaces" className="section" aria-labelledby="spaces-title">
        <div className="wrap">
          <SectionHead eyebrow="The spaces" id="spaces-title" title="Four rooms, one day" />
          <ul className="space-list">
            {spaces.map((space, index) => (
              <li key={space.id} className="space-card fade-in">
                <div className="parallax-frame space-photo">
                  <Photo src={space.photo.src} alt={space.photo.alt} sizes={SPACE_CARD_SIZES} className="parallax photo-fill" />
                </div>
                <div className="space-card-text">
                  <p className="tagline">0{index + 1}</p>
                  <h3>{space.name}</h3>
                  <p>{space.summary}</p>
                  <p className="capacity">
                    {space.capacity.dinner} seated · {space.capacity.standing} standing
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="section-more">
            <Link href="/venue#spaces" className="link-arrow">
              Sizes and capacities of every room
            </Link>
          </p>
        </div>
      </section>

      <section className="section dark-section occasions" aria-labelledby="occasions-title">
        <div className="wrap">
          <SectionHead eyebrow="What happens here" id="occasions-title" title="Evenings people remember" />
          <ol className="occasion-list">
            {occasions.map((occasion) => (
              <li key={occasion.name} className="fade-in">
                <h3>{occasion.name}</h3>
                <p>{occasion.text}</p>
              </li>
            ))}
          </ol>
          <blockquote className="quote fade-in">
            <p>“The candles went on, the windows went gold, and two hundred people went quiet. Then they danced until midnight.”</p>
            <footer>Priya and Tom, married in the Weaving Hall</footer>
          </blockquote>
        </div>
      </section>

      <section className="section" aria-labelledby="news-title">
        <div className="wrap">
          <SectionHead eyebrow="From the hall" id="news-title" title="News" />
          <NewsBlocks />
          <p className="section-more">
            <Link href="/news" className="link-arrow">
              All the news
            </Link>
          </p>
        </div>
      </section>

      <section className="section partners" aria-labelledby="partners-title">
        <div className="wrap">
          <h2 id="partners-title" className="eyebrow">
            Suppliers who know the building
          </h2>
        </div>
        <LogoMarquee names={partners} label="Suppliers we work with" />
      </section>

      <section className="section" aria-labelledby="feed-title">
        <div className="wrap">
          <SectionHead eyebrow="Lately" id="feed-title" title="From our feed" />
          <SocialFeed />
        </div>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <div className="wrap cta-inner fade-in">
          <h2 id="cta-title" className="display">
            Tell us the date. We will hold it for fourteen days.
          </h2>
          <p>
            <Link className="button" href="/contact">
              Enquire about a date
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
