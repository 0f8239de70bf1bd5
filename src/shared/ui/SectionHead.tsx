/** The eyebrow-and-title head of a home page section; `id` labels the section (`aria-labelledby`). */
export function SectionHead({ eyebrow, id, title }: { eyebrow: string; id: string; title: string }) {
  return (
    <header className="section-head">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="display">
        {title}
      </h2>
    </header>
  );
}
