import { style } from '@vanilla-extract/css';
import { control } from '../../core/ui/Control.css.ts';
import { vars } from '../../core/styles/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 700 });

export const input = style([
  control,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    selectors: {
      '&[aria-invalid="true"]': { borderWidth: '2px' },
      '&[readonly]': { background: vars.color.background },
    },
  },
]);

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: '0.875rem', color: vars.color.error, fontWeight: 700 });

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingTop: vars.space.sm,
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.125rem', accentColor: vars.color.primary });

/** A message box above the form: hidden while empty, so it can stay in the page for screen readers. */
const messageBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderWidth: '2px',
  borderStyle: 'solid',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const alert = style([messageBox, { borderColor: vars.color.error, color: vars.color.error, fontWeight: 700 }]);

export const notice = style([messageBox, { borderColor: vars.color.success, color: vars.color.success }]);

export const submit = style({ width: '100%' });
