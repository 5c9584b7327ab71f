import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });

export const help = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  marginBottom: vars.space.lg,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderLeft: `6px solid ${vars.color.info}`,
});
