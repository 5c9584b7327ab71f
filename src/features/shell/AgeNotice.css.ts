import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const body = style({ textAlign: 'center' });
export const title = style({ fontFamily: vars.font.heading, fontSize: '1.5rem', margin: `0 0 ${vars.space.sm}` });
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.lg });
