import type { HomePage } from '@/content/schema';
import { fill } from '@/i18n/fill';

/**
 * Guests' words: each a quotation with who said it and, where given, the occasion, as a list (one or several, in the
 * content's order; no carousel, every one is read). The attribution stands outside the quotation, in the figure's
 * caption, as HTML has it.
 */
export function Testimonials({
  testimonials,
  quotation,
}: {
  testimonials: HomePage['testimonials'];
  /** The language's quotation marks around "{text}" (src/i18n `site.quotation`, promises §10). */
  quotation: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <ul className="quotes">
      {testimonials.map((testimonial, index) => (
        <li key={testimonial.id ?? index} className="fade-in">
          <figure className="quote">
            <blockquote>
              <p>{fill(quotation, { text: testimonial.quote })}</p>
            </blockquote>
            <figcaption>
              {testimonial.by}
              {/* On a line of its own (globals.css); the space parts the words where no style does. */}
              {testimonial.occasion ? <span>{` ${testimonial.occasion}`}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
