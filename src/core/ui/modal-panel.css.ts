import { style } from '@vanilla-extract/css';

/** On <html> while a modal panel is open: the page behind does not scroll (spec §2 "Cart drawer"). */
export const scrollLocked = style({ overflow: 'hidden' });
