// Lives in app/ because it composes features (the subscribe form); shared/ must not import features.
import { site } from '@/config/site';
import { SubscribeForm } from '@/features/forms/SubscribeForm';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
        <h2 id="footer-subscribe-title">Dates, openings and the occasional late night</h2>
        <SubscribeForm />
      </section>
      <p className="footer-legal">
        © {new Date().getFullYear()} {site.name}
      </p>
    </footer>
  );
}
