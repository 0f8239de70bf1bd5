import { content, contentIn, languages, wordsFor } from '@/content';
import {
  addressLines,
  capacityItems,
  contentFileUrl,
  layoutName,
  momentTime,
  sizeParts,
  telHref,
} from '@/content/present';
import { enquiryHref } from '@/features/forms/choices';
import { fill, formatNumber } from '@/i18n';
import { localPath } from '@/i18n/paths';
import { Fragment, type ReactNode } from 'react';
import { relFor } from '@/shared/rel';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PdfLink } from '@/shared/ui/PdfLink';
import { Isolated, PhoneLink } from '@/shared/ui/Bidi';
import { ParallaxImage } from '@/shared/ui/ParallaxImage';
import { Photo } from '@/features/photos/Photo';
import { GALLERY_LARGE_SIZES, SPACE_DETAIL_SIZES, SPACE_DETAIL_SIZES_NARROW } from '@/features/photos/sizes';
import type { ViewerPhoto, ViewerWords } from '@/features/photos/GalleryViewer';
import { spacePlans } from '@/features/photos/plans.server';
import { PackageList, spacePackages } from '@/features/prices/PackageList';
import { packageAnchor } from '@/shared/prices/packages';
import { fromText } from '@/shared/prices/words';
import type { BrochureLink } from '@/features/brochure/brochure-link.server';
import './venue.css';
import { OpeningHours } from '@/views/frame/OpeningHours';

const { layouts } = content.totals;

/**
 * The venue page in language `tag`. From its .astro file: `questions`, the island of its questions (Questions);
 * `spaceDetails`, the spaces inside the plans' viewer where the spaces have plans; `brochure`, the brochure's link.
 */
export function VenuePage({
  tag,
  questions,
  spaceDetails,
  brochure,
}: {
  tag: string;
  questions?: ReactNode;
  spaceDetails?: ReactNode;
  brochure?: BrochureLink;
}) {
  const here = contentIn(tag);
  const page = here.venuePage;
  const { spaces } = here.venue;
  const { prices } = here;
  const { address, contact, hours, eventsUntil, units } = here.site;
  const language = tag;
  const dict = wordsFor(language);
  const local = (href: string) => localPath(href, tag, languages);
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      {brochure && !prices ? (
        <p className="wrap">
          <PdfLink {...brochure} />
        </p>
      ) : null}

      <section id="spaces" className="section" aria-labelledby="spaces-title">
        <div className="wrap">
          <h2 id="spaces-title" className="eyebrow">
            {page.spaces.title}
          </h2>
          {spaceDetails ?? <SpaceDetails tag={tag} />}

          {/* One table for every space and layout. On a phone it scrolls sideways inside its own focusable box,
              with the space names held in place, so no number is ever squeezed out of its column. */}
          <h3 className="capacity-title display" aria-hidden="true">
            {page.spaces.tableCaption}
          </h3>
          <div className="capacity-scroller" role="region" aria-labelledby="capacity-caption" tabIndex={0}>
            <table className="capacity-table">
              {/* The caption names the table for assistive technology; the heading above shows it without
                  scrolling away with the table on a phone. */}
              <caption id="capacity-caption" className="visually-hidden">
                {page.spaces.tableCaption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{dict.venue.space}</th>
                  {layouts.map((layout) => (
                    <th key={layout} scope="col">
                      {layoutName(layout, here.venue, dict)}
                    </th>
                  ))}
                  <th scope="col">{dict.venue.size}</th>
                </tr>
              </thead>
              <tbody>
                {spaces.map((space) => (
                  <tr key={space.id}>
                    <th scope="row">
                      <a href={`#${space.id}`}>{space.name}</a>
                    </th>
                    {layouts.map((layout) => (
                      <td key={layout}>
                        {space.capacity[layout] !== undefined ? (
                          formatNumber(space.capacity[layout], language)
                        ) : (
                          // Seen as a dash, heard as words: aria-label is not read on a plain span (nor valid there).
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">{dict.venue.notOffered}</span>
                          </>
                        )}
                      </td>
                    ))}
                    <td>
                      <Isolated
                        items={sizeParts(space, units, dict, language)}
                        separator={dict.site.separator}
                        tag={language}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      {prices ? (
        <section id="packages" className="section packages" aria-labelledby="packages-title">
          <div className="wrap">
            <header className="section-head">
              <h2 id="packages-title" className="display">
                {prices.title}
              </h2>
              <p className="lede">{prices.lede}</p>
            </header>
            <PackageList
              prices={prices}
              spaces={spaces}
              dict={dict}
              tag={language}
              enquireHref={(id) => local(enquiryHref({ package: id }))}
              brochure={brochure}
            />
          </div>
        </section>
      ) : null}

      {page.timeline ? (
        <section className="section dark-section day" aria-labelledby="day-title">
          <div className="wrap">
            <h2 id="day-title" className="display fade-in">
              {page.timeline.title}
            </h2>
            <ol className="timeline">
              {page.timeline.moments.map((moment) => (
                <li key={moment.time} className="fade-in">
                  <span className="time">{momentTime(moment.time, language)}</span> {moment.text}
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}

      <section id="faq" className="section toggles" aria-labelledby="faq-title">
        <div className="wrap narrow">
          <h2 id="faq-title" className="display">
            {page.faq.title}
          </h2>
          {questions}
        </div>
      </section>

      <section id="visit" className="section visit" aria-labelledby="visit-title">
        <div className="wrap split">
          <div>
            <h2 id="visit-title" className="display">
              {page.visit.title}
            </h2>
            <address className="visit-address">
              {addressLines(address, { tag }).map((line, index) => (
                <Fragment key={line}>
                  {index > 0 ? <br /> : null}
                  <bdi>{line}</bdi>
                </Fragment>
              ))}
            </address>
            <p>
              <PhoneLink href={telHref(contact)} number={contact.phone} />
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <br />
              <a href={address.mapUrl} rel={relFor(address.mapUrl)}>
                {page.visit.mapLabel}
              </a>
            </p>
          </div>
          <div>
            <h3>{page.visit.hoursTitle}</h3>
            <ul className="plain-list">
              {hours.map((slot) => (
                <li key={slot.days}>
                  <OpeningHours slots={[slot]} line={dict.site.hours.line} range={dict.site.timeRange} tag={language} />
                </li>
              ))}
            </ul>
            <p className="small">{eventsUntil}</p>
            <h3>{page.visit.gettingHereTitle}</h3>
            <ul className="ticks">
              {page.visit.gettingHere.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <a className="button" href={local(page.visit.button.href)} rel={relFor(page.visit.button.href)}>
                {page.visit.button.label}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The spaces one by one: photo, words, facts, packages and floor plan. A plan's link opens the large drawing; inside
 * the viewer's island (venue.astro) a tap opens it in the dialog instead.
 */
export function SpaceDetails({ tag }: { tag: string }) {
  const here = contentIn(tag);
  const { spaces } = here.venue;
  const language = tag;
  const dict = wordsFor(language);
  const local = (href: string) => localPath(href, tag, languages);
  const plans = spacePlans(here);
  /** The packages a space is in, with the lowest price among them ("From £48 per guest"). */
  const offers = (id: string) => {
    const found = spacePackages(here.prices, id);
    if (!found) return null;
    return (
      <div>
        <dt>{dict.prices.spacePackages}</dt>
        <dd>
          {fromText(found.cheapest, found.currency, dict.prices, language)}
          <br />
          {found.packages.map((pack, at) => (
            <span key={pack.id}>
              {at > 0 ? dict.site.separator : null}
              <a href={`#${packageAnchor(pack.id)}`}>{pack.name}</a>
            </span>
          ))}
        </dd>
      </div>
    );
  };
  /** The space's floor plan: a link to the drawing, which the viewer (when it wraps the spaces) opens in its dialog. */
  const planOf = (id: string) => {
    const at = plans.findIndex((entry) => entry.space.id === id);
    if (at < 0) return null;
    const { plan } = plans[at]!;
    return (
      <a className="space-plan" href={plan.href} data-gallery-index={at} aria-haspopup="dialog">
        <img
          src={plan.thumb.src}
          srcSet={plan.thumb.srcSet}
          sizes={plan.thumb.sizes}
          width={plan.width}
          height={plan.height}
          alt={plan.alt}
          loading="lazy"
          decoding="async"
        />
        <span>{dict.gallery.openPlan}</span>
      </a>
    );
  };
  return (
    <div className="space-details">
      {spaces.map((space, index) => (
        <article key={space.id} id={space.id} className="space-detail">
          {space.photo ? (
            <div className="parallax-frame space-photo">
              <Photo
                src={space.photo.src}
                alt={space.photo.alt}
                sizes={index % 2 ? SPACE_DETAIL_SIZES_NARROW : SPACE_DETAIL_SIZES}
                priority={index === 0}
                className="parallax photo-fill"
              />
            </div>
          ) : space.art ? (
            <ParallaxImage src={contentFileUrl(space.art)} alt="" width={1200} height={800} eager={index === 0} />
          ) : null}
          <div className="space-detail-text fade-in">
            <h3 className="display">{space.name}</h3>
            <p>{space.description}</p>
            <dl className="space-facts">
              <div>
                <dt>{dict.venue.size}</dt>
                <dd>
                  <Isolated
                    items={sizeParts(space, here.site.units, dict, language)}
                    separator={dict.site.separator}
                    tag={language}
                  />
                </dd>
              </div>
              <div>
                <dt>{dict.venue.guests}</dt>
                <dd>
                  <Isolated
                    items={capacityItems(space, here.venue, dict, language)}
                    separator={dict.venue.capacitySeparator}
                    tag={language}
                  />
                </dd>
              </div>
              {offers(space.id)}
            </dl>
            {planOf(space.id)}
            <a className="link-arrow enquire-link" href={local(enquiryHref({ space: space.id }))}>
              {fill(dict.venue.enquireAbout, { name: space.name })}
            </a>
          </div>
        </article>
      ))}
    </div>
  );
}

/** What the plans' viewer (GalleryViewer, on the venue page) is given in language `tag`; none without plans. */
export function planViewerProps(tag: string): { photos: ViewerPhoto[]; sizes: string; words: ViewerWords } | undefined {
  const plans = spacePlans(contentIn(tag));
  if (plans.length === 0) return undefined;
  const words = wordsFor(tag).gallery;
  return {
    photos: plans.map(({ space, plan }) => ({
      alt: plan.alt,
      caption: fill(words.plan, { name: space.name }),
      webp: plan.webp,
      jpeg: plan.jpeg,
      fallback: plan.fallback,
      width: plan.width,
      height: plan.height,
    })),
    sizes: GALLERY_LARGE_SIZES,
    words,
  };
}
