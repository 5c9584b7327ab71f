import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const strip = style({
  minHeight: '2.25rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.darkPrimary,
  color: vars.color.onPrimary,
  fontSize: '0.875rem',
  textAlign: 'center',
});

export const message = style({ margin: 0 });
