import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const title = style({ fontFamily: vars.font.heading, fontSize: '1.375rem', margin: `0 0 ${vars.space.sm}` });
export const extra = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });
