// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Isolated, IsolatedFill, PhoneLink } from './Bidi';
import { PdfLink } from './PdfLink';

afterEach(cleanup);

/** The text nodes of an element, as a page's record (tests/pages) reads them: one run each. */
const runs = (element: Element) =>
  [...element.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : `<${node.nodeName}>`));

describe('values inside a right-to-left page (promises §19)', () => {
  it('isolates each capacity with its layout, the separators between them in the page’s direction', () => {
    const { container } = render(
      <p>
        <Isolated items={['120 مراسم', '120 reception', '80 كوكتيل']} separator=" · " tag="ar" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect([...p.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      '120 مراسم',
      '120 reception',
      '80 كوكتيل',
    ]);
    // Neither figure nor word leaks out of its item: what is outside is only the separators.
    expect(runs(p)).toEqual(['<BDI>', ' · ', '<BDI>', ' · ', '<BDI>']);
    // A bdi with no dir of its own takes its content's first strong letter's direction (dir=auto's default).
    for (const bdi of p.querySelectorAll('bdi')) expect(bdi).not.toHaveAttribute('dir');
    expect(p).toHaveTextContent('120 مراسم · 120 reception · 80 كوكتيل');
  });

  it('isolates a size from the words around it, "476 m²" kept with its unit', () => {
    const { container } = render(
      <span>
        <Isolated items={['34 × 14 m', '476 m²', '9 m high']} separator=", " tag="he" />
      </span>,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      '34 × 14 m',
      '476 m²',
      '9 m high',
    ]);
  });

  it('isolates each part of an item of parts, an opening’s days and times, in the page’s direction', () => {
    const items = [
      ['Mercredi et jeudi', '4 م–11 م'],
      ['الجمعة', '4 م–3 ص'],
    ];
    const { container } = render(
      <p>
        <Isolated items={items} separator="، " tag="ar" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect([...p.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(items.flat());
    // No bdi around a group: one would run it left to right, its direction found in no letter of its own.
    expect(p.querySelector('bdi bdi')).toBeNull();
    expect(runs(p)).toEqual(['<BDI>', ' ', '<BDI>', '، ', '<BDI>', ' ', '<BDI>']);
    const english = render(
      <p>
        <Isolated items={[['Friday', '4 PM–3 AM']]} separator=", " tag="en-GB" />
      </p>,
    ).container.querySelector('p')!;
    expect(runs(english)).toEqual(['Friday 4 PM–3 AM']);
  });

  it('leaves a left-to-right page’s list one text, as it always was', () => {
    const { container } = render(
      <p>
        <Isolated items={['350 reception', '300 theatre']} separator=" · " tag="en-GB" />
      </p>,
    );
    expect(container.querySelector('bdi')).toBeNull();
    expect(runs(container.querySelector('p')!)).toEqual(['350 reception · 300 theatre']);
  });

  it('isolates the brochure’s size in its link, and keeps the words one text left to right', () => {
    const link = (tag: string, template: string, size: string) =>
      render(
        <PdfLink href="/brochure.pdf" text="" template={template} size={size} tag={tag} />,
      ).container.querySelector('a')!;
    const arabic = link('ar', 'الكتيّب (PDF، {size})', '297 KB');
    expect(arabic.querySelector('bdi')).toHaveTextContent('297 KB');
    expect(runs(arabic)).toEqual(['الكتيّب (PDF، ', '<BDI>', ')']);
    expect(arabic).toHaveAttribute('type', 'application/pdf');
    const english = link('en-GB', 'Brochure (PDF, {size})', '297 KB');
    expect(runs(english)).toEqual(['Brochure (PDF, 297 KB)']);
  });

  it('fills any template so: each value isolated, the words as written', () => {
    const { container } = render(
      <p>
        <IsolatedFill template="{guests} ضيف في {space}" values={{ guests: '120', space: 'The Loom Room' }} tag="ar" />
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['120', 'The Loom Room']);
  });

  it('writes a phone number left to right, isolated and unbroken, in any page', () => {
    render(
      <p dir="rtl" lang="ar">
        اتصل بنا على <PhoneLink href="tel:+212524000000" number="+212 5 24 00 00 00" />
      </p>,
    );
    const phone = screen.getByRole('link', { name: '+212 5 24 00 00 00' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('href', 'tel:+212524000000');
    expect(phone).toHaveClass('phone');
  });
});
