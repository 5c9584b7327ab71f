import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const form = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxWidth: '48rem',
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, display: 'grid', gap: vars.space.xs });

export const stepOf = style({ fontSize: '0.875rem', color: vars.color.textMuted, fontWeight: 600 });

export const question = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.5rem', scrollMarginTop: '8rem' });

export const explanation = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.textMuted });

export const none = style({ margin: `${vars.space.md} 0`, fontWeight: 600 });

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  height: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.background },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.action}`, outlineOffset: '2px' },
  },
});

export const radio = style({ width: '1.25rem', height: '1.25rem', margin: '0.15rem 0 0', flexShrink: 0, accentColor: vars.color.primary });

export const optionText = style({ display: 'grid', gap: '0.125rem' });

export const optionLabel = style({ fontWeight: 700 });

export const optionCount = style({ fontSize: '0.875rem', color: vars.color.primary, fontWeight: 600 });

export const optionDescription = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const live = style({ margin: `${vars.space.md} 0`, fontWeight: 700, color: vars.color.primary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: `${vars.space.md} 0 0` });
globalStyle(`${links} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 600,
});
