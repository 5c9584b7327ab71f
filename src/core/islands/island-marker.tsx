import { createContext, useContext, type ComponentType } from 'react';
import { islandPropsSchemas } from '../../contracts/island-props.ts';
import { ISLAND_ATTRS } from '../constants.ts';
import type { IslandName } from './island-names.ts';

/**
 * When the browser hydrates an island (an island file's `export const hydrate`): at once, when the
 * main thread is idle, when it scrolls into view, or `demand`: only once a condition of
 * client/island-demand.ts holds (a dialog is asked for, the adults-only notice is unread...),
 * rendered afresh then. A `demand` island's server markup is its idle state and must not matter
 * (closed dialog, nothing shown), since it is replaced rather than hydrated. Islands nobody sees
 * at first (drawer, search panel) are not islands at all until opened: a visible island loads
 * them on demand.
 */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'demand';

/** Set inside an island's markup: an island used by another island is no island of its own. */
const InsideIsland = createContext(false);

/**
 * The server's island: the component inside a marker the client entry finds and hydrates. Applied
 * to every `*.island.tsx` file's default export by scripts/vite/islands.ts, never by hand. Props
 * travel as a JSON data block, the marker's last child (no props, no block), which the browser
 * reads and removes before hydrating (in an attribute every quote would cost six bytes,
 * `&quot;`). A data block runs nothing, so the CSP needs no nonce or hash for it. Props are
 * public, so never pass secrets; those with a contract (src/contracts/island-props.ts) are checked
 * here, where they are produced.
 */
export function markIsland<P extends object>(name: IslandName, Component: ComponentType<P>, hydrate: HydrateStrategy): ComponentType<P> {
  const schema = Object.hasOwn(islandPropsSchemas, name) ? islandPropsSchemas[name as keyof typeof islandPropsSchemas] : undefined;
  function Island(props: P) {
    // Inside another island it is plain content of that island, as the browser renders it there.
    if (useContext(InsideIsland)) return <Component {...props} />;
    if (schema) {
      const checked = schema.safeParse(props);
      if (!checked.success) throw new Error(`island ${name}: props break their contract: ${checked.error.message}`);
    }
    const marker = { [ISLAND_ATTRS.name]: name, [ISLAND_ATTRS.hydrate]: hydrate };
    const json = islandPropsJson(props);
    return (
      <div {...marker}>
        <InsideIsland.Provider value={true}>
          <Component {...props} />
        </InsideIsland.Provider>
        {json === undefined ? null : <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The props as the text of a data block; `<` escaped so no `</script>` or `<!--` can end it early. */
function islandPropsJson(props: object): string | undefined {
  if (Object.keys(props).length === 0) return undefined;
  return JSON.stringify(props).replace(/</g, '\\u003c');
}
