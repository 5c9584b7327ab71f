import { style } from '@vanilla-extract/css';

/** Out of the flow: the sprite only holds symbols (a style attribute would need CSP 'unsafe-inline'). */
export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });

/** An icon keeps its size beside a label that wraps (buttons are flex rows). */
export const icon = style({ flexShrink: 0 });
