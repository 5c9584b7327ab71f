import { z } from 'zod/mini';

/**
 * The only configuration the browser receives, chosen explicitly (never a secret): rendered by
 * the edge as JSON in `<script type="application/json" id="public-config">`.
 */
export const publicConfigSchema = z.object({
  /** The build this page was rendered by (spec §7 builds/latest.json compares against it). */
  buildId: z.string(),
  /** How often the browser asks for the latest build id; 0 turns polling off. */
  versionPollMs: z.number().check(z.nonnegative()),
  /**
   * Google sign-in's OAuth client id (public by design: Google's button needs it in the page;
   * DECISIONS 6). Empty or absent: no Google script is loaded.
   */
  googleClientId: z.optional(z.string()),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** JSON safe inside a <script> element: "<" is escaped so no "</script>" can close it early. */
export function serializePublicConfig(config: PublicConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
