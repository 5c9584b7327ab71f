import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const step = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const title = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, fontFamily: vars.font.heading, fontSize: '1.25rem' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
