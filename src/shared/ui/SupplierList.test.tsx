// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMarquee } from './LogoMarquee';
import { SupplierList } from './SupplierList';

const suppliers = [
  { name: 'Calder & Crust', kind: 'Caterer', url: 'https://calder-and-crust.example' },
  { name: 'Northlight Sound', kind: 'Sound and DJs' },
  { name: 'Millstone Events' },
];

const render = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe('the suppliers', () => {
  it('scroll by as a decoration that assistive technology does not see, with no link to catch', () => {
    const body = render(renderToStaticMarkup(<LogoMarquee names={suppliers.map((s) => s.name)} />));
    const band = body.querySelector('.logo-marquee')!;
    expect(band.getAttribute('aria-hidden')).toBe('true');
    expect(band.querySelectorAll('a')).toHaveLength(0);
    // Twice, for a seamless loop: the copy marked so that reduced motion shows the first row alone.
    const rows = band.querySelectorAll('.logo-marquee-row');
    expect([...rows].map((row) => row.getAttribute('aria-hidden'))).toEqual([null, 'true']);
    expect([...rows[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(suppliers.map((s) => s.name));
  });

  it('are listed under it, folded, each with its link where it has one and what it does', () => {
    const body = render(renderToStaticMarkup(<SupplierList suppliers={suppliers} label="Suppliers we work with" />));
    const details = body.querySelector('details.supplier-list')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Suppliers we work with');
    const items = [...details.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'Calder & Crust Caterer',
      'Northlight Sound Sound and DJs',
      'Millstone Events',
    ]);
    // Another site: opened with no handle on the page (docs/promises.md §15).
    expect(
      [...details.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]),
    ).toEqual([['Calder & Crust', 'https://calder-and-crust.example', 'noopener noreferrer']]);
    expect(items[1]!.querySelector('span')?.textContent).toBe(' Sound and DJs');
    // No empty text marks between a name and what it does: the markup stays as small as it reads.
    expect(details.innerHTML).not.toContain('<!--');
  });
});
