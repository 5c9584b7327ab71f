/**
 * Environment that keeps wrangler, Miniflare and the Vite plugin from reaching Cloudflare:
 * no Request.cf fetch (otherwise a 3 s retry and a warning on every start), no metrics.
 */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  DO_NOT_TRACK: '1',
} as const;

export function applyOfflineEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const [key, value] of Object.entries(OFFLINE_ENV)) env[key] ??= value;
}
