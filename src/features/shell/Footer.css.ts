import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const inner = style({
  maxWidth: vars.size.headerMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const heading = style({ fontSize: '1rem', margin: `0 0 ${vars.space.sm}` });

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const payments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const payment = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const note = style({ fontSize: '0.875rem', margin: `${vars.space.sm} 0 0` });

export const legal = style({
  padding: vars.space.md,
  textAlign: 'center',
  fontSize: '0.8125rem',
  background: vars.color.darkPrimary,
});

export const legalText = style({ margin: `${vars.space.xs} 0` });

export const whatsapp = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  width: '56px',
  height: '56px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  background: '#1b7d3a',
  color: '#fff',
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
  selectors: {
    // spec §2: tooltip "Entre em contato pelo Whatsapp", on hover and on keyboard focus.
    '&::after': {
      content: 'attr(data-tooltip)',
      position: 'absolute',
      right: '64px',
      whiteSpace: 'nowrap',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRadius: vars.radius.sm,
      background: vars.color.text,
      color: '#fff',
      fontSize: '0.8125rem',
      opacity: 0,
      pointerEvents: 'none',
      transition: 'opacity 150ms',
    },
    '&:hover::after, &:focus-visible::after': { opacity: 1 },
  },
});
