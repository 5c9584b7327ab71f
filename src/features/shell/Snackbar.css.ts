import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

const regionBase = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 60,
  width: 'min(36rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
});

/**
 * Where the snack shows (src/core/stores/snack-store.ts). The bottom one is small and sits beside
 * the WhatsApp button (left of its 88 px corner), never above the header.
 */
export const region = styleVariants({
  top: [regionBase, { top: vars.space.md }],
  bottom: [regionBase, { bottom: vars.space.md, left: vars.space.md, transform: 'none', width: 'min(24rem, calc(100vw - 88px - 1rem))', fontSize: '0.875rem' }],
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: '#fff',
  boxShadow: '0 6px 18px rgba(0, 0, 0, 0.25)',
  pointerEvents: 'auto',
  touchAction: 'pan-y',
  userSelect: 'none',
});

/** spec §2: coloured by style (text contrast >= 4.5:1 on each). */
export const snack = styleVariants({
  error: [base, { background: vars.color.error }],
  warning: [base, { background: vars.color.warning }],
  success: [base, { background: vars.color.success }],
  info: [base, { background: vars.color.info }],
});

export const text = style({ margin: 0, flex: 1 });

const bareButton = style({
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const action = style([bareButton, { textDecoration: 'underline' }]);
export const close = bareButton;
