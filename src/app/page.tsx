import { site } from '@/config/site';
import { NewsBlocks } from '@/features/news/NewsBlocks';
import { SocialFeed } from '@/features/news/SocialFeed';

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>{site.name}</h1>
        <p>{site.description}</p>
      </section>
      <section aria-labelledby="news-title">
        <h2 id="news-title">News</h2>
        <NewsBlocks />
      </section>
      <section aria-labelledby="feed-title">
        <h2 id="feed-title">From our feed</h2>
        <SocialFeed />
      </section>
    </>
  );
}
