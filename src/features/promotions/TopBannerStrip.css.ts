import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../core/styles/theme.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const strip = style({
  minHeight: '2.25rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.darkPrimary,
  color: vars.color.onPrimary,
  fontSize: '0.875rem',
  textAlign: 'center',
  '@media': { [MEDIA.mobile]: { minHeight: '1.75rem', fontSize: '0.8125rem', padding: `${vars.space.xs} ${vars.space.sm}` } },
});

/** One line on a phone too: a long message ends in an ellipsis (its whole text stays for screen readers). */
export const message = style({ margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
