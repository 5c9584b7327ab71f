import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const panel = style({
  maxWidth: '36rem',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const title = style({ fontFamily: vars.font.heading, margin: 0 });

export const offer = style({ margin: 0, fontSize: '1.125rem', fontWeight: 600 });

export const methods = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const method = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const methodTitle = style({ margin: 0, fontSize: '1.05rem' });

export const methodText = style({ margin: 0 });

/** The outcome of the last attempt: said once, where the shopper looks. */
export const outcome = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-good]': { background: '#e8f5e9', color: vars.color.success, borderColor: '#b7dfb9' },
    '&[data-bad]': { background: '#fdecea', color: vars.color.error, borderColor: '#f5c2bb' },
  },
});

export const confirmed = style({ margin: 0, fontWeight: 600, color: vars.color.success });
