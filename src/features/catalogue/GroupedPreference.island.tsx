import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../core/constants.ts';

/** Remembers the grouped choice once the page is idle. */
export const hydrate: HydrateStrategy = 'idle';

/** spec §3 `grouped` (default false): mirrors the choice the page was rendered with. Renders nothing. */
export default function GroupedPreference({ grouped }: { grouped: boolean }) {
  useEffect(() => {
    window.localStorage.setItem(STORAGE_KEYS.grouped, String(grouped));
  }, [grouped]);
  return null;
}
