import { style } from '@vanilla-extract/css';
import { control } from '../../../core/ui/Control.css.ts';
import { vars } from '../../../core/styles/theme.css.ts';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', marginTop: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 auto' });

export const input = control;

export const error = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.error, fontWeight: 600 });
