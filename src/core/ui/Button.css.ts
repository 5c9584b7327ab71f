import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  // aria-disabled: a button busy with what it sent keeps the focus a disabled one would drop
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

/** Buttons of the shop: primary (the main action), action (buy), secondary (outlined). */
export const button = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
  // Dark text on the spec's action orange: white on #E57B07 would fail WCAG contrast.
  action: [base, { background: vars.color.action, color: vars.color.text }],
  secondary: [base, { background: 'transparent', color: vars.color.primary, borderColor: vars.color.primary }],
  /** On the dark footer and header. */
  onDark: [base, { background: vars.color.surface, color: vars.color.primary }],
});

/** A round 44 px button holding an icon or a symbol, inside panels and dialogs. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.125rem',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The header's round icon buttons (search, cart), white on the dark header. */
export const headerIconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.onPrimary,
  cursor: 'pointer',
});
