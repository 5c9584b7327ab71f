import { globalStyle, style } from '@vanilla-extract/css';
import { sizesCondition } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const card = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // A listing is mostly below the fold: the browser skips laying out and painting the cards out of
  // view until they near it (the largest layout and paint tasks of a phone's first load). The sizes
  // are a card's usual height, kept ('auto') once a card has been rendered, so nothing jumps.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 290px',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: '1fr', gridTemplateRows: 'auto 1fr', containIntrinsicSize: 'auto 560px' },
  },
});

export const imageLink = style({ display: 'flex', justifyContent: 'center', alignItems: 'center' });

/** The bottle's rendered width (CSS px): on a phone, then from 600 px up. */
const IMAGE_WIDTH = { narrow: 96, wide: 100 } as const;
const WIDE = 'screen and (min-width: 600px)';

export const image = style({
  width: `${IMAGE_WIDTH.narrow}px`,
  height: 'auto',
  aspectRatio: '120 / 320',
  objectFit: 'contain',
  '@media': { [WIDE]: { width: `${IMAGE_WIDTH.wide}px`, maxHeight: '220px' } },
});

/** The same widths as the bottle's `sizes`, for the browser to choose a photo's copy before any CSS (WineImageLink). */
export const IMAGE_SIZES = `${sizesCondition(WIDE)} ${IMAGE_WIDTH.wide}px, ${IMAGE_WIDTH.narrow}px`;

export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const name = style({ margin: 0, fontSize: '1rem', lineHeight: 1.3 });
globalStyle(`${name} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${name} a:hover`, { textDecoration: 'underline' });

export const meta = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const unavailable = style({ margin: 0, fontWeight: 600, color: vars.color.error });
