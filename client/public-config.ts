import { parsePublicConfig, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../src/contracts/public-config.ts';

/** The configuration the edge rendered into the page (src/contracts/public-config.ts). */
export function readPublicConfig(): PublicConfig | null {
  return parsePublicConfig(document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent);
}
