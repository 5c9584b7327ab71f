import { useEffect } from 'react';
import { STORAGE_KEYS } from '../constants.ts';

/** spec §3 `grouped` (default false): mirrors the choice the page was rendered with. Renders nothing. */
export default function GroupedPreference({ grouped }: { grouped: boolean }) {
  useEffect(() => {
    window.localStorage.setItem(STORAGE_KEYS.grouped, String(grouped));
  }, [grouped]);
  return null;
}
