import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
