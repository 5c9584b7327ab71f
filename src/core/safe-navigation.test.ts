import { describe, expect, it } from 'vitest';
import { safeNavigationTarget } from './safe-navigation.ts';

const ORIGIN = 'https://adega.example';

describe('safe external navigation (spec §8 "refused")', () => {
  it('allows paths and URLs of this site, as paths', () => {
    expect(safeNavigationTarget('/landingPage/Vivalavida', ORIGIN)).toEqual({ href: '/landingPage/Vivalavida', external: false });
    expect(safeNavigationTarget('https://adega.example/momentos?x=1#y', ORIGIN)).toEqual({ href: '/momentos?x=1#y', external: false });
  });

  it('allows http(s) to a listed host', () => {
    expect(safeNavigationTarget('https://wa.me/5511999999999?text=Ol%C3%A1', ORIGIN)).toEqual({
      href: 'https://wa.me/5511999999999?text=Ol%C3%A1',
      external: true,
    });
    expect(safeNavigationTarget('https://parceiro.example/x', ORIGIN, ['parceiro.example'])?.external).toBe(true);
  });

  it('works without an origin (addresses built on the server), listed hosts only', () => {
    expect(safeNavigationTarget('https://wa.me/5511940001234', null)?.href).toBe('https://wa.me/5511940001234');
    expect(safeNavigationTarget('https://adega.example/x', null)).toBeNull();
  });

  it('refuses other protocols, other hosts, protocol-relative and tricked URLs', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://wa.me/x',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'https://wa.me@evil.example/',
      'https://user:pass@wa.me/',
      'https://wa.me.evil.example/',
      ' ',
      'java\tscript:alert(1)',
    ]) {
      expect(safeNavigationTarget(raw, ORIGIN), raw).toBeNull();
    }
  });
});
