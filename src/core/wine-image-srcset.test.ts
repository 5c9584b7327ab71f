import { describe, expect, it } from 'vitest';
import { WINE_PHOTO_COPY_FILE } from '../contracts/wine-photos.ts';
import { wineImageSrcSet } from './wine-image-srcset.ts';

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

  it('gives nothing for a generated bottle, a hosted image, a copy or a malformed name', () => {
    for (const url of [
      '/media/wines/1001.svg',
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
