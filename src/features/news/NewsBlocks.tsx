/** The home page's three latest posts, `#news1`–`#news3` (CONTRACT §2, §5). Filled by the blog feature. */
export function NewsBlocks() {
  return (
    <div className="news-blocks">
      {[1, 2, 3].map((n) => (
        <article key={n} id={`news${n}`} className="news-block" hidden>
          <p className="tagline" />
          <h3 />
          <a href="/news">Read the post</a>
        </article>
      ))}
    </div>
  );
}
