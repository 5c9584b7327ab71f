import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const section = style({ textAlign: 'center', padding: `${vars.space.xl} 0` });
export const code = style({ display: 'block', fontFamily: vars.font.body, fontSize: '3rem', fontWeight: 700, color: vars.color.darkPrimary });
export const title = style({ fontFamily: vars.font.heading, margin: `${vars.space.sm} 0` });
export const message = style({ fontWeight: 600 });
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap' });
export const retry = style({ fontWeight: 700 });
