import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const area = style({ position: 'relative' });

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  color: vars.color.onPrimary,
  borderRadius: vars.radius.pill,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const greeting = style({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const panel = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 30,
  minWidth: '14rem',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: 700, fontSize: '1.125rem', color: vars.color.primary });

export const name = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
});
