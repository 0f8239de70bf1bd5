/**
 * `.logo-marquee` (promises §2): names of the suppliers we work with, set as wordmarks and moving slowly.
 * The list is read once; the copy that makes the loop seamless is hidden from assistive technology.
 */
export function LogoMarquee({ names, label }: { names: readonly string[]; label: string }) {
  const styles = ['serif', 'caps', 'italic', 'mono'] as const;
  const row = (hidden: boolean) => (
    <ul className="logo-marquee-row" aria-hidden={hidden || undefined}>
      {names.map((name, index) => (
        <li key={name} className={`partner partner-${styles[index % styles.length]}`}>
          {name}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="logo-marquee" role="region" aria-label={label}>
      <div className="logo-marquee-track">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
