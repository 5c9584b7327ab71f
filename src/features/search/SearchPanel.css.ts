import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 50, background: 'rgba(20, 28, 27, 0.55)' });

/** On the site header while the panel is open (use-below-header.ts). */
export const HEADER_OVER_PANEL_ATTRIBUTE = 'data-search-open';

// spec §2: the header (with the toggle that closes the panel) stays above the backdrop and the panel.
globalStyle(`[data-site-header][${HEADER_OVER_PANEL_ATTRIBUTE}]`, { zIndex: 56 });

/** Fixed below the header: `top` and `maxHeight` are set from the header's height (use-below-header.ts). */
export const panel = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 55,
  width: `min(48rem, 100vw)`,
  maxHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
  outline: 'none',
});

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: '1 1 auto',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: '1rem',
});

export const body = style({ overflowY: 'auto', padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}` });

/** The spec's lower-case titles with a capital first letter, as a sentence ("Vinhos mais procurados", not "Vinhos Mais Procurados"). */
export const heading = style({ margin: `${vars.space.sm} 0`, fontSize: '1rem', selectors: { '&::first-letter': { textTransform: 'uppercase' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-within': { background: vars.color.background } },
  '@media': { [MEDIA.mobile]: { gridTemplateColumns: '3rem 1fr' } },
});

export const thumb = style({ width: '3rem', height: '4rem', objectFit: 'contain' });

export const link = style({ display: 'grid', minHeight: '44px', alignContent: 'center', color: vars.color.primary, textDecoration: 'none', fontWeight: 600 });

export const meta = style({ fontWeight: 400, color: vars.color.text, fontSize: '0.875rem' });

export const unavailable = style({ color: vars.color.error, fontSize: '0.8125rem', fontWeight: 600 });

export const add = style({ '@media': { [MEDIA.mobile]: { gridColumn: '1 / -1' } } });

export const message = style({ margin: `${vars.space.md} 0`, textAlign: 'center', color: vars.color.textMuted });

export const seeAll = style({ marginTop: vars.space.md, width: '100%' });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  height: '4rem',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const sentinel = style({ height: '1px' });
