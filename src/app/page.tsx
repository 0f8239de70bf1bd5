import { site } from '@/config/site';

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>{site.name}</h1>
        <p>{site.description}</p>
      </section>
      <section aria-labelledby="news-title">
        <h2 id="news-title">News</h2>
        {[1, 2, 3].map((n) => (
          <article key={n} id={`news${n}`} className="news-block" hidden>
            <h3 />
            <p className="tagline" />
            <a href="/news">Read more</a>
          </article>
        ))}
      </section>
      <section aria-label="From our feed">
        <div id="ig_grid" />
      </section>
    </>
  );
}
