import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const nav = style({ margin: `0 0 ${vars.space.md}`, fontSize: '0.875rem', '@media': { [MEDIA.mobile]: { margin: `0 0 ${vars.space.sm}` } } });
// One line on a phone: the page's own name (the last crumb, the heading below says it whole) ends
// in an ellipsis, so the buy box moves up (docs/decisions.md "Phone first screen").
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [MEDIA.mobile]: { flexWrap: 'nowrap', whiteSpace: 'nowrap' } },
});
export const item = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', selectors: { '&:last-child': { minWidth: 0 } } });
globalStyle(`${item}:last-child > span`, { overflow: 'hidden', textOverflow: 'ellipsis' });
globalStyle(`${item} + ${item}::before`, { content: '"›"', color: vars.color.textMuted });
globalStyle(`${item} a`, { color: vars.color.primary });
