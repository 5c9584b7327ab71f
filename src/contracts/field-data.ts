/**
 * Field data (docs/performance.md "Field data"): what a page's browser measures of its own visit
 * (Core Web Vitals by the `web-vitals` library) and sends to the edge, which writes it to Workers
 * Analytics Engine. Plain constants: the browser's reporter loads after the page is idle and
 * carries no schema code.
 */
export const FIELD_DATA_PATH = '/metricas';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** How a browser's screen is classed (by its viewport's width, as the pages' CSS is). */
export const DEVICE_CLASSES = ['celular', 'tablet', 'computador'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's effective types, or `desconhecida` where a browser has none. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'desconhecida'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** One measurement: nothing of the shopper, only the page's route template and the visit's kind. */
export interface VitalReport {
  name: VitalName;
  /** Milliseconds (CLS: unitless). */
  value: number;
  /** The route template the page was rendered for (`/produto/:slug`), never its address. */
  route: string;
  device: DeviceClass;
  connection: ConnectionType;
  /** A CSS selector of the element the metric is about (the attribution build), when known. */
  target?: string;
}

/** At most this many reports in one beacon (a page sends a handful). */
export const MAX_REPORTS_PER_BEACON = 12;
