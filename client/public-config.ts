import { PUBLIC_CONFIG_ELEMENT_ID, publicConfigSchema, type PublicConfig } from '../src/contracts/public-config.ts';

/** The configuration the edge rendered into the page (src/contracts/public-config.ts). */
export function readPublicConfig(): PublicConfig | null {
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  try {
    const parsed = publicConfigSchema.safeParse(JSON.parse(element?.textContent ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
