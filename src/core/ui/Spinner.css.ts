import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const turning = style({
  display: 'inline-block',
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
  // Slower, not stopped: it still says "busy" (WCAG 2.3.3).
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

/** The shop's busy indicator: small inside a button, large over a page that is loading (spec §4). */
export const spinner = styleVariants({
  small: [turning, { width: '1.25rem', height: '1.25rem', border: `3px solid ${vars.color.border}`, borderTopColor: vars.color.primary }],
  large: [turning, { width: '48px', height: '48px', border: `5px solid ${vars.color.border}`, borderTopColor: vars.color.primary }],
});
