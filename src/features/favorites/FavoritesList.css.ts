import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const list = style({ display: 'grid', gap: vars.space.md });

export const status = style({ margin: 0 });

export const hint = style({ margin: 0, padding: vars.space.sm, background: vars.color.background, borderRadius: vars.radius.sm });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '60px 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const imageLink = style({ display: 'flex', justifyContent: 'center', gridRow: 'span 2' });

/** The bottle's rendered width (CSS px), on every screen. */
const IMAGE_WIDTH = 60;

export const image = style({ width: `${IMAGE_WIDTH}px`, height: 'auto', aspectRatio: '60 / 160', objectFit: 'contain' });

/** The same width as the bottle's `sizes`, for the browser to choose a photo's copy (WineImageLink). */
export const IMAGE_SIZES = `${IMAGE_WIDTH}px`;

export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const name = style({ margin: 0, fontSize: '1rem', lineHeight: 1.3 });
globalStyle(`${name} a`, { color: vars.color.text });

export const meta = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const unavailable = style({ margin: 0, fontWeight: 600, color: vars.color.error });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
