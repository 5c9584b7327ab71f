import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The shade over the page behind a modal, and the dialog's own shadow. */
export const BACKDROP_COLOR = 'rgba(20, 28, 27, 0.72)';
export const DIALOG_SHADOW = '0 12px 32px rgba(0, 0, 0, 0.3)';

const base = style({
  width: 'calc(100vw - 2rem)',
  border: 0,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: DIALOG_SHADOW,
});

export const dialog = styleVariants({
  // spec §9: dialog max width 32rem, modal max width 600 px.
  dialog: [base, { maxWidth: vars.size.dialogMaxWidth }],
  modal: [base, { maxWidth: vars.size.modalMaxWidth }],
  narrow: [base, { maxWidth: '24rem' }],
});

globalStyle(`${base}::backdrop`, { background: BACKDROP_COLOR });
