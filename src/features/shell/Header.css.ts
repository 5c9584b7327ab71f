import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  transition: 'box-shadow 200ms',
  selectors: { '&[data-compact]': { boxShadow: '0 2px 10px rgba(0, 0, 0, 0.25)' } },
});

export const stripPlaceholder = style({
  minHeight: '2.25rem',
  background: vars.color.darkPrimary,
});

export const bar = style({
  maxWidth: vars.size.headerMaxWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: '1.375rem',
  fontWeight: 700,
  transformOrigin: 'left center',
  transition: 'transform 200ms',
});

// Compact without moving anything below: the logo shrinks by transform, the header keeps its size.
globalStyle(`${header}[data-compact] ${logo}`, { transform: 'scale(0.85)' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
