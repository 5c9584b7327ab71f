import { clientAssets } from 'virtual:client-assets';

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell builds apart, no crypto needed. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The id of this build (spec §7 "Build/version"), fixed when the worker is built: a hash of the
 * client files the pages load, whose names carry content hashes. A new build the browser needs
 * to reload for has a new id; a worker-only change keeps it (no needless reloads). In `vite dev`
 * the entries are source paths, so the id stays the same while developing.
 */
export const BUILD_ID = fnv1a(JSON.stringify(clientAssets));
