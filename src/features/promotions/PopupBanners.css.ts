import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

/** Above the bottom row a phone keeps free: the WhatsApp button and the bottom snack (Snackbar.css.ts). */
const PHONE_BOTTOM_ROW = '88px';

/** The header with its top strip on a phone (80 px), and a little air. */
const PHONE_HEADER = '6rem';

/**
 * A card over the page, not a modal: the shopper may ignore it, so it blocks nothing (DECISIONS
 * "Popups"). Centered; on desktop its top is the banner's `position.desktop.top` (set by the
 * island); on a phone it rises from the bottom, clear of the header's cart and search above and of
 * the WhatsApp button and the snack below (the island waits for the privacy notice there).
 */
export const popup = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 45,
  width: 'min(26rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
  '@media': { [MEDIA.mobile]: { top: 'auto', bottom: PHONE_BOTTOM_ROW, maxHeight: `calc(100dvh - ${PHONE_BOTTOM_ROW} - ${PHONE_HEADER})` } },
});

/** The shared round icon button (core/ui), pulled over the image's top corner. */
export const close = style({
  justifySelf: 'end',
  marginBottom: `calc(-1 * ${vars.space.xl})`,
  position: 'relative',
  zIndex: 1,
});

export const imageLink = style({ display: 'block' });

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem' });

export const text = style({ margin: 0 });
