import type { ComponentType } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { ISLAND_ATTRS } from '../constants.ts';
import type { IslandName } from './registry.ts';

/**
 * When the browser hydrates an island: at once, when the main thread is idle, when it scrolls
 * into view, or `demand`: only once a condition of client/island-demand.ts holds (a dialog is
 * asked for, the 18+ question is unanswered...), rendered afresh then. A `demand` island's server
 * markup is its idle state and must not matter (closed dialog, nothing shown), since it is
 * replaced rather than hydrated. Islands nobody sees at first (drawer, search panel) are not
 * islands at all until opened: a visible island loads them on demand.
 */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'demand';

export type IslandComponent<P> = ComponentType<P> & {
  islandName: IslandName;
  component: ComponentType<P>;
};

/**
 * Wraps a component so the server renders it inside a marker the client entry finds and hydrates.
 * Props travel as JSON in an attribute (React escapes it): they are public, so never pass secrets.
 *
 * @example
 * export const CartButtonIsland = defineIsland('CartButton', CartButton);
 * <CartButtonIsland />
 */
export function defineIsland<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  hydrate: HydrateStrategy = 'load',
  /** The props' contract (src/contracts/island-props.ts), checked here, where they are produced. */
  propsSchema?: ZodMiniType<P>,
): IslandComponent<P> {
  function Island(props: P) {
    if (propsSchema) {
      const checked = propsSchema.safeParse(props);
      if (!checked.success) throw new Error(`island ${name}: props break their contract: ${checked.error.message}`);
    }
    const marker = {
      [ISLAND_ATTRS.name]: name,
      [ISLAND_ATTRS.props]: JSON.stringify(props),
      [ISLAND_ATTRS.hydrate]: hydrate,
    };
    return (
      <div {...marker}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, component: Component });
}
