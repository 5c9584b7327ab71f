import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  lineHeight: 1.6,
});

export const title = style({ fontFamily: vars.font.heading, fontSize: '2rem', lineHeight: 1.2, margin: 0 });

export const lead = style({ fontSize: '1.125rem', margin: `${vars.space.sm} 0 ${vars.space.lg}` });

export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.background,
  fontWeight: 600,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({ width: '3rem', height: '4.5rem', objectFit: 'contain', background: vars.color.background, borderRadius: vars.radius.sm });

export const name = style({ fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

export const unavailable = style({ display: 'block', color: vars.color.error, fontWeight: 600, fontSize: '0.875rem' });

export const figures = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.lg });
