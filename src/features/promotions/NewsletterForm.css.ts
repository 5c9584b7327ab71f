import { style } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const text = style({ margin: 0, fontSize: '0.875rem' });

export const heading = style({ fontSize: '1rem', margin: 0 });
