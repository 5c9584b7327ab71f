import { style } from '@vanilla-extract/css';
import { BACKDROP_COLOR, DIALOG_SHADOW } from '../../core/ui/ModalDialog.css.ts';
import { vars } from '../../core/styles/theme.css.ts';
import { AGE_NOTICE_UNREAD_ATTRIBUTE } from './age-notice.ts';

export const body = style({ textAlign: 'center' });
export const title = style({ fontFamily: vars.font.heading, fontSize: '1.5rem', margin: `0 0 ${vars.space.sm}` });
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.lg });

/**
 * Before the island makes it modal, the head script's mark shows the closed dialog where the modal
 * will be (the browser's own modal placement) over a shade like its backdrop: nothing moves when it
 * becomes modal.
 */
export const shownBeforeScripts = style({
  selectors: {
    [`html[${AGE_NOTICE_UNREAD_ATTRIBUTE}] &:not([open])`]: {
      display: 'block',
      position: 'fixed',
      insetBlock: 0,
      maxHeight: 'calc(100% - 6px - 2em)',
      overflow: 'auto',
      zIndex: 2147483647,
      boxShadow: `0 0 0 100vmax ${BACKDROP_COLOR}, ${DIALOG_SHADOW}`,
    },
  },
});
