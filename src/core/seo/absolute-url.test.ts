import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url.ts';

describe('absoluteUrl', () => {
  it('puts this shop’s origin before its own paths', () => {
    expect(absoluteUrl('https://loja.test', '/media/wines/1001.svg')).toBe('https://loja.test/media/wines/1001.svg');
  });

  it('uses a hosted catalogue’s absolute image URL as it is', () => {
    expect(absoluteUrl('https://loja.test', 'https://cdn.hospedado.com.br/vinhos/1001.jpg')).toBe('https://cdn.hospedado.com.br/vinhos/1001.jpg');
  });
});
