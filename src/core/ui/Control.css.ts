import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/**
 * Every text input and select of the shop: a 44 px touch target (WCAG 2.5.5, spec §9 phone first),
 * the theme's border and text; a field refused shows a red border (its message says why).
 */
export const control = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
