import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const section = style({ marginTop: vars.space.md, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const toggle = style({
  display: 'flex',
  width: '100%',
  minHeight: '44px',
  alignItems: 'center',
  justifyContent: 'space-between',
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  padding: 0,
});

export const progress = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.sm, fontSize: '0.875rem' });

export const bar = style({ width: '100%', height: '0.5rem', accentColor: vars.color.success });

export const options = style({ border: 0, margin: `${vars.space.sm} 0 0`, padding: 0, display: 'grid', gap: vars.space.xs });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});

export const optionText = style({ display: 'grid' });

export const deadline = style({ fontSize: '0.8125rem', color: vars.color.textMuted });
