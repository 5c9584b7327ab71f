import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

/** A 44 px round target; the heart in the shop's wine colour (contrast over white 10:1). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.darkPrimary,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.darkPrimary } },
});
