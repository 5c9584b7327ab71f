import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

/** Smaller on a phone, so the first wine of the list shows on the first screen (docs/decisions.md "Phone first screen"). */
const phone = MEDIA.mobile;

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '6rem',
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderLeft: `6px solid ${vars.color.primary}`,
  '@media': { [phone]: { minHeight: '4.5rem', margin: `${vars.space.sm} 0`, padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.sm } },
});

export const icon = style({ flex: '0 0 auto', width: '56px', height: '56px', '@media': { [phone]: { width: '40px', height: '40px' } } });
export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.5rem', '@media': { [phone]: { fontSize: '1.25rem' } } });
export const description = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  '@media': { [phone]: { margin: 0, fontSize: '0.9375rem' } },
});
export const placeholder = style([card, { background: vars.color.surface, opacity: 0.6 }]);
