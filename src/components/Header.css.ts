import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const header = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
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
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  color: vars.color.onPrimary,
  borderRadius: vars.radius.pill,
});
