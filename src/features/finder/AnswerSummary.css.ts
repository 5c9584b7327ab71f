import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const box = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.125rem' });

export const none = style({ margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 0 0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const question = style({ fontWeight: 700 });

export const change = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  color: vars.color.primary,
  fontWeight: 600,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: `${vars.space.sm} 0 0` });
globalStyle(`${links} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: vars.color.primary, fontWeight: 600 });
