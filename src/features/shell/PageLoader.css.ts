import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

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

export const spinner = style({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: `5px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.5s' } },
});

export const label = style({ fontWeight: 600, color: vars.color.primary });
