import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const nav = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, margin: `${vars.space.lg} 0` });

const cell = style({
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const link = style([cell, { color: vars.color.primary, border: `1px solid ${vars.color.border}`, background: vars.color.surface, fontWeight: 600 }]);
export const current = style([cell, { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 }]);
