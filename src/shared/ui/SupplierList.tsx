import type { VenueFile } from '@/content/schema';
import { relFor } from '@/shared/rel';
import './supplier-list.css';

/**
 * The venue's suppliers as a plain list, folded under the scrolling names (LogoMarquee, which assistive technology
 * does not see): each name, a link to its site where it has one, and what it does. A `<details>`: it works without
 * script, is read and opened by every screen reader, and keeps the list out of the way of a reader who only glances.
 */
export function SupplierList({ suppliers, label }: { suppliers: VenueFile['suppliers']; label: string }) {
  return (
    <details className="supplier-list">
      <summary>{label}</summary>
      <ul>
        {suppliers.map((supplier, index) => (
          <li key={index}>
            {supplier.url ? (
              <a href={supplier.url} rel={relFor(supplier.url)}>
                {supplier.name}
              </a>
            ) : (
              supplier.name
            )}
            {/* On a line of its own (./supplier-list.css); the space parts the words where no style does (a reader view). */}
            {supplier.kind ? <span>{` ${supplier.kind}`}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
