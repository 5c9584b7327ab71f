import { describe, expect, it } from 'vitest';
import { rasterImagePath } from './share-image.ts';

describe('rasterImagePath (link previews show no SVG)', () => {
  it("turns the own backend's bottle into its PNG link-preview card", () => {
    expect(rasterImagePath('/media/wines/1018.svg')).toBe('/media/wines/1018.png');
  });

  it('passes a raster image through, same origin or a hosted CDN', () => {
    expect(rasterImagePath('/media/banners/parceiro.png')).toBe('/media/banners/parceiro.png');
    expect(rasterImagePath('https://cdn.example.com/produtos/1.jpg?v=2')).toBe('https://cdn.example.com/produtos/1.jpg?v=2');
  });

  it('has no raster image for any other SVG', () => {
    expect(rasterImagePath('/media/banners/parceiro.svg')).toBeNull();
    expect(rasterImagePath('https://cdn.example.com/logo.SVG?v=1')).toBeNull();
  });
});
