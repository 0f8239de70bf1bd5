/**
 * The news page's grid of `article.card`s (CONTRACT §2). Card markup, which the design styles:
 *   article.card > (.card-media > img)? + .card-body > p.tagline (date) + h3 > a[href] (title) + p.card-excerpt?
 * Filled by the blog feature.
 */
export function NewsGrid() {
  return <div className="news-grid" />;
}
