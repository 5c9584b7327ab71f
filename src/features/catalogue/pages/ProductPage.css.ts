import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA, sizesCondition } from '../../../core/styles/theme.ts';
import { vars } from '../../../core/styles/theme.css.ts';

/**
 * On a phone the bottle stands beside the buy box, so the name, the price and the add button
 * fit the first screen of a 360×640 phone (docs/decisions.md "Phone first screen"); from md the
 * photo column runs beside the summary and the details.
 */
export const product = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"gallery summary" "details details"',
  '@media': {
    [MEDIA.md]: {
      gap: vars.space.lg,
      gridTemplateColumns: 'minmax(14rem, 1fr) 2fr',
      gridTemplateAreas: '"gallery summary" "gallery details"',
    },
  },
});

export const gallery = style({
  gridArea: 'gallery',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  '@media': { [MEDIA.md]: { padding: vars.space.lg } },
});

/** The bottle's rendered width (CSS px): on a phone, then from md up. */
const IMAGE_WIDTH = { narrow: 80, wide: 220 } as const;

export const image = style({
  width: `${IMAGE_WIDTH.narrow}px`,
  height: 'auto',
  aspectRatio: '240 / 640',
  // a bitmap of another shape (a photo, a generated bottle's 1:2 copy) fits the box, undistorted
  objectFit: 'contain',
  '@media': { [MEDIA.md]: { width: `${IMAGE_WIDTH.wide}px` } },
});

/** The same widths as the bottle's `sizes`, for the browser to choose a photo's copy before any CSS. */
export const IMAGE_SIZES = `${sizesCondition(MEDIA.md)} ${IMAGE_WIDTH.wide}px, ${IMAGE_WIDTH.narrow}px`;

export const summary = style({ gridArea: 'summary', display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const details = style({ gridArea: 'details' });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.375rem',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@media': { [MEDIA.md]: { fontSize: '2rem' } },
});
export const kinds = style({ margin: 0, color: vars.color.textMuted });
globalStyle(`${kinds} a`, { color: vars.color.primary });

export const inStock = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const outOfStock = style({ margin: 0, color: vars.color.error, fontWeight: 600 });
export const adultsOnly = style({ margin: 0, fontSize: '0.875rem' });

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const fact = style({
  display: 'grid',
  gridTemplateColumns: '12rem 1fr',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});
globalStyle(`${fact} dt`, { fontWeight: 600 });
globalStyle(`${fact} dd`, { margin: 0 });

export const tags = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${tags} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const related = style({ marginTop: vars.space.xl });
