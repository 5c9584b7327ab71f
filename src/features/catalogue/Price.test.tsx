import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './Price.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('Price', () => {
  it('shows the Pix price between the price and the installments when the shop gives a Pix discount', () => {
    const html = renderToStaticMarkup(<Price price={89.9} listPrice={89.9} pixPrice={85.41} />);
    expect(text(html)).toBe('|R$ 89,90|R$ 85,41 no Pix|1x de R$ 89,90 sem juros|');
  });

  it('shows no Pix line without a Pix price, or with one that is not lower', () => {
    expect(renderToStaticMarkup(<Price price={300} listPrice={350} />)).not.toContain('Pix');
    expect(renderToStaticMarkup(<Price price={300} listPrice={300} pixPrice={300} />)).not.toContain('Pix');
  });
});
