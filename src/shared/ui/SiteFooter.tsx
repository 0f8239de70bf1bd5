import { site } from '@/config/site';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
        <h2 id="footer-subscribe-title">Dates, openings and the occasional late night</h2>
        {/* The subscribe form (CONTRACT §2: on every page) arrives with the forms feature. */}
      </section>
      <p className="footer-legal">
        © {new Date().getFullYear()} {site.name}
      </p>
    </footer>
  );
}
