import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const form = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});

export const code = style({ margin: 0, fontWeight: 600 });

export const discount = style({ color: vars.color.success });
