import { style } from '@vanilla-extract/css';
import { vars } from '../../../core/styles/theme.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgba(20, 28, 27, 0.55)',
});

/** spec §2/§9: on the right, 25rem wide, at most 26rem, and never wider than the screen. */
export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 55,
  width: vars.size.drawerWidth,
  maxWidth: `min(${vars.size.drawerMaxWidth}, 100vw)`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '-8px 0 24px rgba(0, 0, 0, 0.25)',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem' });

export const body = style({ flex: '1 1 auto', overflowY: 'auto', padding: vars.space.md });

/** spec §4: busy while loading, items dimmed. */
export const busy = style({ opacity: 0.6, transition: 'opacity 150ms' });

export const empty = style({ margin: `${vars.space.xl} 0`, textAlign: 'center', fontSize: '1.125rem', color: vars.color.textMuted });

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: '#fbeaea',
  color: vars.color.error,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const total = style({ display: 'flex', justifyContent: 'space-between', fontSize: '1.125rem', fontWeight: 700 });

export const pixTotal = style({ margin: 0, textAlign: 'right', fontWeight: 600, color: vars.color.success });

export const fullWidth = style({ width: '100%' });
export const adultsOnly = style({ margin: 0, fontSize: '0.875rem', textAlign: 'center' });
