import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const list = style({ margin: `${vars.space.md} 0 0`, display: 'grid', gap: vars.space.xs });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const term = style({ margin: 0 });

export const value = style({ margin: 0, fontWeight: 600 });
