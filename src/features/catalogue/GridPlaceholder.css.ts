import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const card = style({
  height: '22rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
