// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Testimonials } from './Testimonials';

const render = (testimonials: Parameters<typeof Testimonials>[0]['testimonials'], quotation = '“{text}”') => {
  document.body.innerHTML = renderToStaticMarkup(<Testimonials testimonials={testimonials} quotation={quotation} />);
  return document.body;
};

describe('guests’ words', () => {
  it('are a list of quotations, each with who said it and the occasion outside the quotation', () => {
    const body = render([
      { id: 'priya', quote: 'Then they danced until midnight.', by: 'Priya and Tom', occasion: 'Their wedding' },
      { quote: 'Best launch we have ever thrown.', by: 'Amara' },
    ]);
    const items = [...body.querySelectorAll('ul.quotes > li.fade-in')];
    expect(items).toHaveLength(2);
    expect(items.map((li) => li.querySelector('figure.quote blockquote')?.textContent)).toEqual([
      '“Then they danced until midnight.”',
      '“Best launch we have ever thrown.”',
    ]);
    const captions = items.map((li) => li.querySelector('figure > figcaption')!);
    expect(captions.map((caption) => caption.textContent)).toEqual(['Priya and Tom Their wedding', 'Amara']);
    expect(captions[0]!.querySelector('span')?.textContent).toBe(' Their wedding');
    expect(body.innerHTML).not.toContain('<!--');
    expect(body.querySelector('blockquote figcaption, blockquote footer')).toBeNull();
  });

  it('are quoted in the page’s language’s marks, from its dictionary', () => {
    const quote = (body: HTMLElement) => body.querySelector('blockquote')?.textContent;
    expect(quote(render([{ quote: 'Magnifique.', by: 'Léa' }], '«\u202f{text}\u202f»'))).toBe(
      '«\u202fMagnifique.\u202f»',
    );
    expect(quote(render([{ quote: '最高の一日でした。', by: '佐藤様' }], '「{text}」'))).toBe('「最高の一日でした。」');
  });

  it('are nothing at all when there are none', () => {
    expect(render([]).innerHTML).toBe('');
  });
});
