import type { ComponentType } from 'react';
import type { IslandName } from './island-names.ts';

/**
 * What an island module offers the client: its component. Its props were checked by the server
 * that rendered them (src/contracts/island-props.ts), so the browser loads no schema code for them.
 */
export interface IslandModule {
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props; the marker's JSON feeds them
  default: ComponentType<any>;
}

/** Every island file; each is a dynamic import, so each island is its own chunk. */
const islandFiles = import.meta.glob<IslandModule>('../../features/**/*.island.tsx');

/** The island of each name (a file `Name.island.tsx`). Only client/ imports this as a value. */
export const islandLoaders: Partial<Record<IslandName, () => Promise<IslandModule>>> = Object.fromEntries(
  Object.entries(islandFiles).map(([path, load]) => [path.replace(/^.*\/|\.island\.tsx$/g, ''), load]),
);
