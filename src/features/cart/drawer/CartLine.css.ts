import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({ width: '4rem', height: '6rem', objectFit: 'contain', background: vars.color.background, borderRadius: vars.radius.sm });

export const details = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

export const unavailable = style({ margin: 0, color: vars.color.error, fontWeight: 600, fontSize: '0.875rem' });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const quantity = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const count = style({ minWidth: '2rem', textAlign: 'center', fontWeight: 700 });

export const pending = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const price = style({ fontWeight: 700 });
