import { style } from '@vanilla-extract/css';
import { control } from '../../core/ui/Control.css.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const input = style([control, { borderColor: vars.color.border }]);

export const text = style({ margin: 0, fontSize: '0.875rem' });

export const heading = style({ fontSize: '1rem', margin: 0 });
