import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { COLORS, SIZES } from './theme.ts';

/** The theme as CSS custom properties: components read vars.color.primary, never a hex value. */
export const vars = createGlobalTheme(':root', {
  color: { ...COLORS },
  size: { ...SIZES },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('a', { color: 'inherit' });

globalStyle('img', { maxWidth: '100%', height: 'auto' });

globalStyle(':focus-visible', { outline: `3px solid ${COLORS.action}`, outlineOffset: '2px' });
