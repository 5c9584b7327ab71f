import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
});

export const card = style({
  height: '22rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
