import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const inner = style({
  maxWidth: vars.size.headerMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const heading = style({ fontSize: '1rem', margin: `0 0 ${vars.space.sm}` });

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legal = style({
  margin: 0,
  padding: `${vars.space.md}`,
  textAlign: 'center',
  fontSize: '0.875rem',
  background: vars.color.darkPrimary,
});
