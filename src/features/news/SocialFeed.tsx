/** The feed block, `#ig_grid`, filled from one fixed blog post (CONTRACT §5). Filled by the blog feature. */
export function SocialFeed() {
  return <div id="ig_grid" className="social-feed" />;
}
