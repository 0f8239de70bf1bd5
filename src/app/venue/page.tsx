import type { Metadata } from 'next';
import { pageMetadata } from '@/shared/seo';
import Link from 'next/link';
import { address, contact, eventsUntil, faq, gettingHere, maximumCapacity, openingHours, spaces } from '@/content/venue';
import { Toggle } from '@/features/toggles/Toggle';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Photo } from '@/features/photos/Photo';
import { SPACE_DETAIL_SIZES, SPACE_DETAIL_SIZES_NARROW } from '@/features/photos/sizes';

const description = `Four spaces for 40 to ${maximumCapacity} guests in a Victorian mill on the canal: sizes, capacities, how to get here and answers to common questions.`;

export const metadata: Metadata = pageMetadata({ title: 'The Venue', description, path: '/venue' });

export default function VenuePage() {
  return (
    <>
      <PageHeader
        eyebrow="The venue"
        title="Brick, iron, oak and forty arched windows"
        lede="The Hollin Mill was built in 1868 to weave cotton. Its four spaces can hold a ceremony, a dinner and a dance floor on one day without anyone moving a chair twice."
      />

      <section id="spaces" className="section" aria-labelledby="spaces-title">
        <div className="wrap">
          <h2 id="spaces-title" className="eyebrow">
            Spaces and capacities
          </h2>
          <div className="space-details">
            {spaces.map((space, index) => (
              <article key={space.id} id={space.id} className="space-detail">
                <div className="parallax-frame space-photo">
                  <Photo src={space.photo.src} alt={space.photo.alt} sizes={index % 2 ? SPACE_DETAIL_SIZES_NARROW : SPACE_DETAIL_SIZES} priority={index === 0} className="parallax photo-fill" />
                </div>
                <div className="space-detail-text fade-in">
                  <h3 className="display">{space.name}</h3>
                  <p>{space.description}</p>
                  <table className="capacity-table">
                    <caption className="visually-hidden">Capacity of {space.name}</caption>
                    <tbody>
                      <tr>
                        <th scope="row">Dinner</th>
                        <td>{space.capacity.dinner}</td>
                      </tr>
                      <tr>
                        <th scope="row">Standing</th>
                        <td>{space.capacity.standing}</td>
                      </tr>
                      {space.capacity.theatre ? (
                        <tr>
                          <th scope="row">Theatre</th>
                          <td>{space.capacity.theatre}</td>
                        </tr>
                      ) : null}
                      <tr>
                        <th scope="row">Size</th>
                        <td>{space.size}</td>
                      </tr>
                    </tbody>
                  </table>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section dark-section day" aria-labelledby="day-title">
        <div className="wrap">
          <h2 id="day-title" className="display fade-in">
            A wedding day, room by room
          </h2>
          <ol className="timeline">
            <li className="fade-in">
              <span className="time">14:00</span> Ceremony in the Engine House, the flywheel pit lit from below.
            </li>
            <li className="fade-in">
              <span className="time">15:00</span> Drinks in the Wharf Yard while the light lasts.
            </li>
            <li className="fade-in">
              <span className="time">18:00</span> Dinner for 220 at long tables in the Weaving Hall.
            </li>
            <li className="fade-in">
              <span className="time">21:00</span> Band on the hall’s stage; quiet corner in the Loom Loft.
            </li>
            <li className="fade-in">
              <span className="time">00:00</span> Carriages. Your suppliers load out until one.
            </li>
          </ol>
        </div>
      </section>

      <section id="faq" className="section toggles" aria-labelledby="faq-title">
        <div className="wrap narrow">
          <h2 id="faq-title" className="display">
            Questions
          </h2>
          <div className="toggle-list">
            {faq.map((item) => (
              <Toggle key={item.q} title={item.q}>
                <p>{item.a}</p>
              </Toggle>
            ))}
          </div>
        </div>
      </section>

      <section id="visit" className="section visit" aria-labelledby="visit-title">
        <div className="wrap split">
          <div>
            <h2 id="visit-title" className="display">
              Visit
            </h2>
            <address className="visit-address">
              {address.street}
              <br />
              {address.locality}, {address.region}
              <br />
              {address.postalCode}
            </address>
            <p>
              <a href={`tel:${contact.phoneInternational.replace(/\s/g, '')}`}>{contact.phone}</a>
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </div>
          <div>
            <h3>Viewings</h3>
            <ul className="plain-list">
              {openingHours.map((slot) => (
                <li key={slot.days}>
                  {slot.days}: {slot.opens}–{slot.closes}
                </li>
              ))}
            </ul>
            <p className="small">{eventsUntil}</p>
            <h3>Getting here</h3>
            <ul className="ticks">
              {gettingHere.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <Link className="button" href="/contact">
                Book a viewing
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
