import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

export const mail = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md, marginTop: vars.space.md });

export const subject = style({ fontSize: '1.125rem', margin: 0 });

export const meta = style({ margin: `${vars.space.xs} 0`, color: vars.color.textMuted });

export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 });
