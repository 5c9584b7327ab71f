import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const row = style({
  display: 'none',
  '@media': {
    [MEDIA.md]: { display: 'flex', justifyContent: 'center', gap: vars.space.lg, margin: `${vars.space.xl} 0` },
  },
});

export const link = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' });
export const image = style({ display: 'block', width: '240px', height: 'auto', aspectRatio: '300 / 600' });
