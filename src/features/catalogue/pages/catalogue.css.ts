import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../../../core/styles/theme.ts';
import { vars } from '../../../core/styles/theme.css.ts';

// On a phone the listing's head is tighter, so the first wine shows on the first screen of a
// 390×844 phone (docs/decisions.md "Phone first screen").
const phone = MEDIA.mobile;

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.75rem',
  margin: `0 0 ${vars.space.sm}`,
  '@media': { [phone]: { fontSize: '1.5rem', margin: `0 0 ${vars.space.xs}` } },
});
export const lead = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  '@media': { [phone]: { margin: `0 0 ${vars.space.sm}`, fontSize: '0.9375rem' } },
});

/** spec §2: on the listing pages the filter bar sticks under the top of the window. */
export const filterBar = style({
  position: 'sticky',
  // Under the sticky chrome; client/header-behaviour.ts keeps --sticky-chrome-height up to date on it.
  top: 'var(--sticky-chrome-height, 0px)',
  zIndex: 20,
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.background,
  minHeight: '60px',
  '@media': { [phone]: { minHeight: '52px' } },
});

export const count = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  fontWeight: 400,
  '@media': { [phone]: { margin: `0 0 ${vars.space.xs}` } },
});
export const empty = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
export const sectionHeading = style({ fontFamily: vars.font.heading, fontSize: '1.375rem', margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderLeft: `6px solid ${vars.color.action}`,
  '@media': { [phone]: { margin: `0 0 ${vars.space.sm}`, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: '0.9375rem' } },
});
export const groupToggle = style({ display: 'inline-flex', gap: vars.space.sm, flexWrap: 'wrap' });
globalStyle(`${groupToggle} a`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: 600,
});
globalStyle(`${groupToggle} a[aria-current="true"]`, { background: vars.color.primary, color: vars.color.onPrimary });

export const moreLink = style({ display: 'inline-block', marginTop: vars.space.sm, fontWeight: 600, color: vars.color.primary });
