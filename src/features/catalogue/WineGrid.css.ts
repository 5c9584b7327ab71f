import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
});

export const item = style({ display: 'grid' });
