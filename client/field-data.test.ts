import { describe, expect, it } from 'vitest';
import { connectionType, deviceClass, reportOf } from './field-data.ts';

describe('field data: what a visit reports', () => {
  it('classes the screen by the layout’s widths', () => {
    expect([320, 599, 600, 1023, 1024, 1920].map(deviceClass)).toEqual(['celular', 'celular', 'tablet', 'tablet', 'computador', 'computador']);
  });

  it('names the connection, or says it is unknown', () => {
    expect(['4g', '3g', 'slow-2g', undefined, 'wifi'].map(connectionType)).toEqual(['4g', '3g', 'slow-2g', 'desconhecida', 'desconhecida']);
  });

  it('reports the metric with the page’s route and the element it is about, nothing else', () => {
    const page = { route: '/produto/:slug', device: 'celular', connection: '4g' } as const;
    const lcp = { name: 'LCP', value: 1834.2, attribution: { target: 'main>img.x' } } as Parameters<typeof reportOf>[0];
    expect(reportOf(lcp, page)).toEqual({ name: 'LCP', value: 1834.2, target: 'main>img.x', ...page });
    const inp = { name: 'INP', value: 96, attribution: { interactionTarget: 'button.add' } } as Parameters<typeof reportOf>[0];
    expect(reportOf(inp, page).target).toBe('button.add');
    const ttfb = { name: 'TTFB', value: 42, attribution: {} } as Parameters<typeof reportOf>[0];
    expect(reportOf(ttfb, page)).toEqual({ name: 'TTFB', value: 42, ...page });
  });
});
