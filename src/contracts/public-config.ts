/**
 * The only configuration the browser receives, chosen explicitly (never a secret): rendered by
 * the edge as JSON in `<script type="application/json" id="public-config">`, read once at start.
 * Checked with a plain guard, not a schema: it is read on every page load, and the page's own
 * server wrote it.
 */
export interface PublicConfig {
  /** The build this page was rendered by (spec §7 builds/latest.json compares against it). */
  buildId: string;
  /** How often the browser asks for the latest build id; 0 turns polling off. */
  versionPollMs: number;
  /**
   * Google sign-in's OAuth client id (public by design: Google's button needs it in the page;
   * DECISIONS 6). Empty or absent: no Google script is loaded.
   */
  googleClientId?: string;
  /**
   * The storefront GraphQL is this shop's own backend, which takes the whole cart in one call
   * (CheckoutSync, src/contracts/graphql/own-operations.ts); a hosted service gets the cart's
   * changes one operation at a time.
   */
  cartInOneCall?: boolean;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** JSON safe inside a <script> element: "<" is escaped so no "</script>" can close it early. */
export function serializePublicConfig(config: PublicConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

/** The config read back from the page's JSON, or null when it is not what the edge writes. */
export function parsePublicConfig(text: string | null | undefined): PublicConfig | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { buildId, versionPollMs, googleClientId, cartInOneCall } = value as Record<string, unknown>;
  if (typeof buildId !== 'string' || typeof versionPollMs !== 'number' || versionPollMs < 0) return null;
  if (googleClientId !== undefined && typeof googleClientId !== 'string') return null;
  if (cartInOneCall !== undefined && typeof cartInOneCall !== 'boolean') return null;
  return {
    buildId,
    versionPollMs,
    ...(googleClientId !== undefined ? { googleClientId } : {}),
    ...(cartInOneCall !== undefined ? { cartInOneCall } : {}),
  };
}
