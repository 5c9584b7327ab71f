import { style } from '@vanilla-extract/css';
import { control } from '../../core/ui/Control.css.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const form = style({
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const filter = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ padding: 0, fontWeight: 700, fontSize: '0.9375rem' });

export const select = style([control, { width: '100%' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });

export const live = style({ margin: 0, fontWeight: 700, color: vars.color.primary });
