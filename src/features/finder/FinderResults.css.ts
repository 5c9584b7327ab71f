import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const section = style({ selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } });

export const heading = style({ fontFamily: vars.font.heading, fontSize: '1.375rem', margin: `${vars.space.lg} 0 ${vars.space.xs}`, scrollMarginTop: '8rem' });

export const count = style({ margin: `0 0 ${vars.space.md}`, fontWeight: 700, color: vars.color.primary });

export const empty = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
