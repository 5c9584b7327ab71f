import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const headerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  color: vars.color.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// Below 600 px only the glass shows; the text stays for screen readers (the link's name).
export const headerText = style({
  '@media': {
    'screen and (max-width: 599px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: 700,
  color: vars.color.primary,
});
