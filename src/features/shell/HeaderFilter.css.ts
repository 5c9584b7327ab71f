import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

/** Sticks under the header bar on wide screens (client/header-behaviour.ts sets --header-height on it); scrolls away on a phone. */
export const nav = style({
  position: 'sticky',
  top: 'var(--header-height, 0px)',
  zIndex: 29,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [MEDIA.mobile]: { position: 'static' } },
});

export const list = style({
  maxWidth: vars.size.headerMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const promoTab = style([
  tab,
  {
    borderColor: vars.color.darkPrimary,
    color: vars.color.darkPrimary,
    selectors: {
      '&[aria-current="page"]': { background: vars.color.darkPrimary, color: vars.color.onPrimary },
    },
  },
]);
