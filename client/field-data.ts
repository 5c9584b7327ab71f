/**
 * Field data (docs/performance.md "Field data"): this visit's Core Web Vitals, measured by the
 * `web-vitals` library (its attribution build: which element the metric is about), sent to the
 * edge's beacon when the page is hidden. Loaded once the page is idle, outside the first visit's
 * budget. Nothing of the shopper: the page's route template (never its address), the screen's
 * class and the connection's type.
 */
import {
  onCLS,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import {
  CONNECTION_TYPES,
  type ConnectionType,
  type DeviceClass,
  FIELD_DATA_PATH,
  MAX_REPORTS_PER_BEACON,
  type VitalReport,
} from '../src/contracts/field-data.ts';

type Measured = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution | TTFBMetricWithAttribution;

/** The screen's class, by the same widths as the pages' layout. */
export function deviceClass(width: number): DeviceClass {
  if (width < 600) return 'celular';
  if (width < 1024) return 'tablet';
  return 'computador';
}

export function connectionType(effectiveType: string | undefined): ConnectionType {
  return CONNECTION_TYPES.find((type) => type === effectiveType) ?? 'desconhecida';
}

/** The element a metric is about, as a selector (never text the shopper typed). */
function targetOf(metric: Measured): string | undefined {
  const attribution = metric.attribution as { target?: string; interactionTarget?: string; largestShiftTarget?: string };
  const target = attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
  return target ? target.slice(0, 120) : undefined;
}

export function reportOf(metric: Measured, page: { route: string; device: DeviceClass; connection: ConnectionType }): VitalReport {
  const target = targetOf(metric);
  return { name: metric.name, value: Math.max(0, metric.value), ...page, ...(target ? { target } : {}) };
}

/** Starts measuring; each metric is sent once, with the others pending, when the page is hidden. */
export function startFieldData(): void {
  const route = document.documentElement.dataset.route;
  if (!route) return;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const page = { route, device: deviceClass(window.innerWidth), connection: connectionType(connection?.effectiveType) };
  const pending: VitalReport[] = [];
  const send = () => {
    while (pending.length > 0) {
      const body = JSON.stringify({ reports: pending.splice(0, MAX_REPORTS_PER_BEACON) });
      navigator.sendBeacon(FIELD_DATA_PATH, new Blob([body], { type: 'application/json' }));
    }
  };
  const add = (metric: Measured) => pending.push(reportOf(metric, page));
  // web-vitals reports on the same "hidden" event, from listeners it added first: they have run by then
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
