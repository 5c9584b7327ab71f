import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const hero = style({ marginBottom: vars.space.lg, borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surface });
export const banner = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 1', objectFit: 'cover' });
export const text = style({ padding: vars.space.lg });
export const kicker = style({ margin: 0, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8125rem', color: vars.color.textMuted });
export const brand = style({ margin: `${vars.space.xs} 0`, fontFamily: vars.font.heading, fontSize: '2rem' });

const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const listDesktop = style([list, { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }]);
export const listMobile = style([list, { gridTemplateColumns: '1fr' }]);
export const card = style({ padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md });
globalStyle(`${card} a`, { fontWeight: 700, fontSize: '1.125rem', color: vars.color.primary });
