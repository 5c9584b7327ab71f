import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const nav = style({ margin: `0 0 ${vars.space.lg}` });

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 700 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const link = style({
  display: 'grid',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const hint = style({ fontSize: '0.875rem' });
globalStyle(`${link}[aria-current="true"] ${hint}`, { color: vars.color.onPrimary });
