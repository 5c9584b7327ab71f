import { describe, expect, it } from 'vitest';
import { GENERATED_BOTTLE_COPY_FILE, WINE_PHOTO_COPY_FILE } from '../contracts/wine-photos.ts';
import { wineCardImage, wineImageSrcSet } from './wine-image-srcset.ts';

describe('wineImageSrcSet (docs/performance.md "Photos")', () => {
  it('gives an uploaded photo its three WebP copies, whatever format it was sent in', () => {
    for (const extension of ['jpg', 'png', 'webp']) {
      expect(wineImageSrcSet(`/media/uploads/wines/1001-0123456789abcdef.${extension}`)).toBe(
        '/media/uploads/wines/1001-0123456789abcdef-160w.webp 160w, ' +
          '/media/uploads/wines/1001-0123456789abcdef-320w.webp 320w, ' +
          '/media/uploads/wines/1001-0123456789abcdef-640w.webp 640w',
      );
    }
  });

  it('names only copies the media route serves', () => {
    const candidates = wineImageSrcSet('/media/uploads/wines/7-fedcba9876543210.png')?.split(', ') ?? [];
    expect(candidates).toHaveLength(3);
    for (const candidate of candidates) {
      const [url = '', descriptor] = candidate.split(' ');
      const file = url.replace('/media/uploads/wines/', '');
      expect(WINE_PHOTO_COPY_FILE.exec(file)?.[3], candidate).toBe(descriptor?.replace('w', ''));
    }
  });

  it('gives a generated bottle its three WebP copies, which the media route serves', () => {
    const srcset = wineImageSrcSet('/media/wines/1001.svg');
    expect(srcset).toBe('/media/wines/1001-160w.webp 160w, /media/wines/1001-320w.webp 320w, /media/wines/1001-640w.webp 640w');
    for (const candidate of srcset?.split(', ') ?? []) {
      const [url = '', descriptor] = candidate.split(' ');
      expect(GENERATED_BOTTLE_COPY_FILE.exec(url.replace('/media/wines/', ''))?.[2], candidate).toBe(descriptor?.replace('w', ''));
    }
  });

  it('gives nothing for a hosted image, a copy or a malformed name', () => {
    for (const url of [
      '/media/wines/1001-320w.webp',
      '/media/wines/1001.png',
      '/media/wines/0.svg',
      '/media/wines/1001.svg?v=2',
      'https://cdn.example.com/media/wines/1001.svg',
      'https://cdn.example.com/produtos/1001.jpg',
      'https://cdn.example.com/media/uploads/wines/1001-0123456789abcdef.jpg',
      '/media/uploads/wines/1001-0123456789abcdef-320w.webp',
      '/media/uploads/wines/1001-0123456789ABCDEF.jpg',
      '/media/uploads/wines/1001-0123456789abcde.jpg',
      '/media/uploads/wines/0-0123456789abcdef.jpg',
      '/media/uploads/wines/1001-0123456789abcdef.gif',
      '/media/uploads/wines/1001-0123456789abcdef.jpg?v=2',
      '/wine-placeholder.svg',
      '',
    ]) {
      expect(wineImageSrcSet(url), url).toBeUndefined();
    }
  });
});

describe('wineCardImage (docs/performance.md "Generated bottles")', () => {
  it('gives a card a generated bottle’s copy 320 px wide, with no srcset (a listing’s HTML stays small)', () => {
    expect(wineCardImage('/media/wines/1001.svg')).toEqual({ src: '/media/wines/1001-320w.webp' });
  });

  it('keeps an uploaded photo with its copies as srcset, and anything else as it is', () => {
    const photo = '/media/uploads/wines/1001-0123456789abcdef.jpg';
    expect(wineCardImage(photo)).toEqual({ src: photo, srcSet: wineImageSrcSet(photo) });
    for (const url of ['https://cdn.example.com/produtos/1001.jpg', '/media/wines/abc.svg', '/wine-placeholder.svg']) {
      expect(wineCardImage(url)).toEqual({ src: url, srcSet: undefined });
    }
  });
});
