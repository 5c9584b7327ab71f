import { style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const block = style({ display: 'grid', gap: '2px', margin: 0 });
export const listPrice = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const price = styleVariants({
  normal: { margin: 0, fontSize: '1.25rem', fontWeight: 700, color: vars.color.primary },
  large: { margin: 0, fontSize: '1.625rem', fontWeight: 700, color: vars.color.primary, '@media': { [MEDIA.md]: { fontSize: '2rem' } } },
});
export const pix = style({ margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: vars.color.success });
export const installments = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
