import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const rating = style({ margin: 0, fontSize: '0.875rem', color: vars.color.text });
export const stars = style({ color: '#9a5a00', letterSpacing: '1px' });
export const empty = style({ color: vars.color.border });
