import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  transition: 'box-shadow 200ms',
  selectors: { '&[data-compact]': { boxShadow: '0 2px 10px rgba(0, 0, 0, 0.25)' } },
});

/** The strip's height while it streams in (TopBannerStrip.css.ts), so nothing moves when it lands. */
export const stripPlaceholder = style({
  minHeight: '2.25rem',
  background: vars.color.darkPrimary,
  '@media': { [MEDIA.mobile]: { minHeight: '1.75rem' } },
});

export const bar = style({
  maxWidth: vars.size.headerMaxWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { [MEDIA.mobile]: { gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const logo = style({
  minWidth: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: '1.375rem',
  fontWeight: 700,
  transformOrigin: 'left center',
  transition: 'transform 200ms',
  '@media': { [MEDIA.mobile]: { fontSize: '1.125rem', gap: vars.space.xs } },
});

/** The store's name on one line whatever its length: cut with an ellipsis rather than wrapped. */
export const wordmark = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// Compact without moving anything below: the logo shrinks by transform, the header keeps its size.
globalStyle(`${header}[data-compact] ${logo}`, { transform: 'scale(0.85)' });

export const actions = style({ display: 'flex', flexShrink: 0, alignItems: 'center', gap: vars.space.xs, '@media': { [MEDIA.mobile]: { gap: 0 } } });
