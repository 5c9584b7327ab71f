import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

/**
 * A card over the page, not a modal: the shopper may ignore it. Centered; on desktop its top is
 * the banner's `position.desktop.top` (set by the island), on mobile near the top.
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
  '@media': { [MEDIA.mobile]: { top: vars.space.md } },
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
