import { style } from '@vanilla-extract/css';

export const button = style({
  width: '100%',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});
