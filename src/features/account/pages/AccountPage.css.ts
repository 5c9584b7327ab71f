import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

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

/**
 * What the edge answered a form posted without JavaScript (worker/session/form-posts.ts): shown
 * only when the page's fragment targets it.
 */
export const outcome = style({
  display: 'none',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.error}`,
  color: vars.color.error,
  fontWeight: 700,
  selectors: { '&:target': { display: 'block' } },
});

export const goodOutcome = style([outcome, { borderColor: vars.color.success, color: vars.color.success, fontWeight: 400 }]);

/** A notice the page shows as it is (not waiting for a fragment). */
export const outcomeShown = style([outcome, { display: 'block', selectors: {} }]);
