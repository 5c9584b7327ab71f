import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const panel = style({
  maxWidth: '28rem',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

/** /Favorite lists wines: more room. */
export const widePanel = style([panel, { maxWidth: '48rem' }]);

export const title = style({ fontFamily: vars.font.heading, margin: 0 });

export const links = style({ margin: 0, textAlign: 'center' });

/** "ou" with a rule on each side. */
export const or = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});
