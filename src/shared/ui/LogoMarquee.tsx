import './logo-marquee.css';

/**
 * `.logo-marquee` (promises §2): names of the suppliers we work with, set as wordmarks and moving slowly. A
 * decoration, hidden from assistive technology and holding no link (a moving link is hard to catch and to read):
 * what the names say, with what each supplier does and its link, is the list beside it (SupplierList).
 */
export function LogoMarquee({ names }: { names: readonly string[] }) {
  const styles = ['serif', 'caps', 'italic', 'mono'] as const;
  // The second row makes the loop seamless; reduced motion shows the first alone (./logo-marquee.css finds it by its mark).
  const row = (copy: boolean) => (
    <ul className="logo-marquee-row" aria-hidden={copy || undefined}>
      {names.map((name, index) => (
        <li key={index} className={`partner partner-${styles[index % styles.length]}`}>
          {name}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="logo-marquee" aria-hidden="true">
      <div className="logo-marquee-track">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
