import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../core/styles/a11y.css.ts';

export const area = style({ display: 'grid', justifyItems: 'center', gap: '0.5rem', minHeight: '44px' });

/** The script failed: the area takes no room at all (spec §8: nothing broken shows). */
export const gone = style({ display: 'none' });

/** Google draws its own button (an iframe) in here. */
export const slot = style({ display: 'flex', justifyContent: 'center', width: '100%', minHeight: '44px', selectors: { '&:empty': { minHeight: 0 } } });

export const disabled = style({ width: '100%' });

export const hidden = visuallyHidden;
