import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const notice = style({
  position: 'fixed',
  left: vars.space.md,
  right: '88px', // leaves room for the WhatsApp button
  bottom: vars.space.md,
  zIndex: 45,
  maxWidth: '40rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
});

export const text = style({ margin: 0, flex: '1 1 16rem', fontSize: '0.9375rem' });
