import type { HomePage } from '@/content/schema';

/**
 * Guests' words: each a quotation with who said it and, where given, the occasion, as a list (one or several, in the
 * content's order; no carousel, every one is read). The attribution stands outside the quotation, in the figure's
 * caption, as HTML has it.
 */
export function Testimonials({ testimonials }: { testimonials: HomePage['testimonials'] }) {
  if (testimonials.length === 0) return null;
  return (
    <ul className="quotes">
      {testimonials.map((testimonial, index) => (
        <li key={testimonial.id ?? index} className="fade-in">
          <figure className="quote">
            <blockquote>
              <p>{`“${testimonial.quote}”`}</p>
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
