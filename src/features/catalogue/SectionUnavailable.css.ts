import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const box = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  textAlign: 'center',
});

export const text = style({ margin: `0 0 ${vars.space.sm}` });
