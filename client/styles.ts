/**
 * Style entry: gathers every vanilla-extract stylesheet so pages rendered only on the server get
 * their CSS. The worker links the CSS this entry produces; its JS is never loaded by pages.
 */
import.meta.glob('../src/**/*.css.ts', { eager: true });
