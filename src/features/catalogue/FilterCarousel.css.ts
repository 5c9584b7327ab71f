import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const carousel = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  flex: 1,
});

globalStyle(`${list} > li`, { flex: '0 0 auto' });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const icon = style({ width: '32px', height: '32px', borderRadius: '50%', background: vars.color.background });

// DECISIONS "Mobile": below lg the carousel has no arrows.
export const arrow = style({
  display: 'none',
  width: '44px',
  height: '44px',
  flex: '0 0 auto',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: '1.5rem',
  cursor: 'pointer',
  '@media': { [MEDIA.lg]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } },
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
});
