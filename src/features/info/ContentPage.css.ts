import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../core/styles/theme.css.ts';

export const article = style({
  maxWidth: '48rem',
  margin: '0 auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  lineHeight: 1.65,
});

export const hero = styleVariants({
  standard: { marginBottom: vars.space.lg },
  promotion: {
    margin: `calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg}) ${vars.space.lg}`,
    padding: `${vars.space.xl} ${vars.space.lg}`,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    background: vars.color.darkPrimary,
    color: vars.color.onPrimary,
  },
});

export const title = style({ fontFamily: vars.font.heading, fontSize: '2rem', lineHeight: 1.2, margin: 0 });

export const lead = style({ fontSize: '1.125rem', margin: `${vars.space.sm} 0 0` });

globalStyle(`${article} h2`, { fontFamily: vars.font.heading, fontSize: '1.375rem', marginTop: vars.space.xl });
globalStyle(`${article} a`, { color: vars.color.primary, fontWeight: 600 });
globalStyle(`${article} li + li`, { marginTop: vars.space.xs });
