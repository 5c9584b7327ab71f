import { globalStyle, style } from '@vanilla-extract/css';
import { ISLAND_ATTRS } from '../../core/constants.ts';
import { vars } from '../../core/styles/theme.css.ts';

// Island markers must not affect layout: the island's own markup is what shows.
globalStyle(`[${ISLAND_ATTRS.name}]`, { display: 'contents' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: { '&:focus': { top: vars.space.sm } },
});
