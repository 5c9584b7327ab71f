import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const nav = style({ margin: `0 0 ${vars.space.md}`, fontSize: '0.875rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const item = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });
globalStyle(`${item} + ${item}::before`, { content: '"›"', color: vars.color.textMuted });
globalStyle(`${item} a`, { color: vars.color.primary });
