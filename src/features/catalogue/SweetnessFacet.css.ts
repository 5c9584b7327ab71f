import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const facet = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: `0 0 ${vars.space.md}` });

export const label = style({ fontWeight: 600, marginRight: vars.space.xs });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

// a thumb's target: 44 px high (WCAG 2.5.5)
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
