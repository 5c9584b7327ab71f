import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const main = style({
  width: '100%',
  maxWidth: vars.size.headerMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  outline: 'none',
});
