import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 700 });

export const input = style({
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&[readonly]': { background: vars.color.background },
  },
});

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: '0.875rem', color: vars.color.error, fontWeight: 700 });

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingTop: vars.space.sm,
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.125rem', accentColor: vars.color.primary });

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.error}`,
  color: vars.color.error,
  background: vars.color.surface,
  fontWeight: 700,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.success}`,
  color: vars.color.success,
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const submit = style({ width: '100%' });
