import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const panel = style({
  maxWidth: '28rem',
  margin: '0 auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const title = style({ fontFamily: vars.font.heading, marginTop: 0 });
