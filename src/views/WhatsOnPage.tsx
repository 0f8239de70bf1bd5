import { settings } from '@/config/public-settings';
import { contentIn, languages, wordsFor } from '@/content';
import { WHATS_ON_PATH } from '@/shared/routes';
import { comingEvents, comingEventsIn, hasWhatsOn } from '@/features/events/coming.server';
import { EventList } from '@/features/events/EventList';
import type { Occurrence } from '@/features/events/occurrences';
import { eventsStructuredData } from '@/features/events/structured-data';
import { enquiryHref } from '@/features/forms/choices';
import { photoEntry } from '@/features/photos/manifest.server';
import { Photo } from '@/features/photos/Photo';
import { EVENT_PHOTO_SIZES } from '@/features/photos/sizes';
import { localPath } from '@/i18n/paths';
import { jsonLd } from '@/shared/json-ld';
import { PageHeader } from '@/shared/ui/PageHeader';

/** A weekly event shows its photo once, at its first date on the page: a column of the same picture says nothing. */
const firstOfEach = new Set(
  comingEvents.filter((o, i) => comingEvents.findIndex((p) => p.event.id === o.event.id) === i).map((o) => o.key),
);

/** The largest JPEG of the event's photo (search engines take JPEG and want it large), else the share image. */
function imageUrl(occurrence: Occurrence, shareImage: string): string {
  const { photo } = occurrence.event;
  const file = photo ? photoEntry(photo.src).landscape.jpeg.at(-1)?.url : undefined;
  return `${settings.siteUrl}${file ?? shareImage}`;
}

/** What's on in language `tag`. */
export function WhatsOnPage({ tag }: { tag: string }) {
  const here = contentIn(tag);
  const page = here.whatsOn;
  const { site } = here;
  const occurrences = comingEventsIn(tag);
  const local = (href: string) => localPath(href, tag, languages);
  // A venue with nothing coming has no such page (promises §11): its route builds none (src/pages/[...lang]/whats-on.astro).
  if (!hasWhatsOn || !page) throw new Error("What's on is built only while something is coming");
  const events = eventsStructuredData(occurrences, {
    site,
    siteUrl: settings.siteUrl,
    pageUrl: `${settings.siteUrl}${local(WHATS_ON_PATH)}`,
    imageUrl: (occurrence) => imageUrl(occurrence, site.shareImage.url),
  });
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <div className="section section-tight">
        <div className="wrap">
          <EventList
            id="whats-on"
            occurrences={occurrences}
            words={page}
            language={tag}
            separator={wordsFor(tag).site.separator}
            timeRange={wordsFor(tag).site.timeRange}
            timeZone={site.timeZone}
            enquiryHref={(day) => local(enquiryHref({ date: day }))}
            byMonth
            photo={(occurrence) =>
              occurrence.event.photo && firstOfEach.has(occurrence.key) ? (
                <Photo
                  src={occurrence.event.photo.src}
                  alt={occurrence.event.photo.alt}
                  sizes={EVENT_PHOTO_SIZES}
                  className="photo-cover"
                />
              ) : null
            }
          />
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(events) }} />
    </>
  );
}
