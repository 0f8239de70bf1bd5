import { Toggle } from '@/features/toggles/Toggle';

/** The venue's questions as toggle blocks (promises §2): one island for the list, its words given as text. */
export function Questions({ items }: { items: readonly { q: string; a: string }[] }) {
  return (
    <div className="toggle-list">
      {items.map((item) => (
        <Toggle key={item.q} title={item.q}>
          <p>{item.a}</p>
        </Toggle>
      ))}
    </div>
  );
}
