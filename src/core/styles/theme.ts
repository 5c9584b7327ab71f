/**
 * The spec's visual constants (§9) as plain values, usable from styles and from code
 * (for example the mobile check in islands). theme.css.ts turns them into CSS variables.
 */
export const COLORS = {
  primary: '#2d4c47',
  secondary: '#5CBBF6',
  action: '#E57B07',
  background: '#F3F3F3',
  darkPrimary: '#690F3A',
  surface: '#FFFFFF',
  text: '#1d2624',
  textMuted: '#4f5b59',
  onPrimary: '#FFFFFF',
  border: '#d9dedd',
  error: '#b3261e',
  warning: '#8a5300',
  success: '#1e6b3a',
  info: '#1f5f8b',
} as const;

/** spec §9 responsive breakpoints, in px. */
const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** DECISIONS "Mobile": behaviour switches at a viewport of 900 px or less. */
const MOBILE_MAX_WIDTH = 900;

/** spec §9 sizes. */
export const SIZES = {
  headerMaxWidth: '1366px',
  modalMaxWidth: '600px',
  drawerWidth: '25rem',
  drawerMaxWidth: '26rem',
  dialogMaxWidth: '32rem',
} as const;

export const MEDIA = {
  mobile: `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`,
  belowLg: `screen and (max-width: ${BREAKPOINTS.lg - 1}px)`,
  sm: `screen and (min-width: ${BREAKPOINTS.sm}px)`,
  md: `screen and (min-width: ${BREAKPOINTS.md}px)`,
  lg: `screen and (min-width: ${BREAKPOINTS.lg}px)`,
} as const;

/** A media query as an image's `sizes` takes it: the condition alone, without the media type. */
export const sizesCondition = (query: string) => query.replace(/^screen and /, '');

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}
