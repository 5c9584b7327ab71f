import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

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
});

export const icon = style({ flex: '0 0 auto', width: '56px', height: '56px' });
export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.5rem' });
export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const placeholder = style([card, { background: vars.color.surface, opacity: 0.6 }]);
