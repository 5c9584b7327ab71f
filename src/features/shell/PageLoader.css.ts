import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 70,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: 'rgba(243, 243, 243, 0.82)',
});

export const label = style({ fontWeight: 600, color: vars.color.primary });
