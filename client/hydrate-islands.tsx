import { useEffect, type ReactNode } from 'react';
import { ISLAND_ATTRS } from '../src/core/constants.ts';
import type { HydrateStrategy } from '../src/core/islands/island-marker.tsx';
import type { IslandName } from '../src/core/islands/island-names.ts';
import { islandLoaders, type IslandModule } from '../src/core/islands/registry.ts';
import type { Stores } from '../src/stores/stores.ts';
import { StoresProvider } from '../src/stores/StoresContext.tsx';
import { whenDemanded } from './island-demand.ts';
import { whenIdle } from './when-idle.ts';
import { yieldToMain } from './yield-to-main.ts';

/** Resolves once React has committed the island (its effects have run). */
function IslandRoot({ stores, onCommit, children }: { stores: Stores; onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return <StoresProvider stores={stores}>{children}</StoresProvider>;
}

function loaderOf(name: string | null): (() => Promise<IslandModule>) | undefined {
  return name !== null && Object.hasOwn(islandLoaders, name) ? islandLoaders[name as IslandName] : undefined;
}

let reactDomClient: Promise<typeof import('react-dom/client')> | undefined;

/**
 * react-dom's client, started in a task of its own the first time an island needs it (it is in the
 * entry's chunk, vite.config.ts: nothing more to download). Its module sets up the renderer and
 * creates a few `Error`s: under DevTools, as in Lighthouse, each makes V8 re-read every function on
 * the stack, react-dom's whole module among them (docs/performance.md), so neither the entry's
 * evaluation nor an island's hydration shares that task.
 */
function loadReactDomClient(): Promise<typeof import('react-dom/client')> {
  reactDomClient ??= import('react-dom/client').then(async (client) => {
    await yieldToMain();
    return client;
  });
  return reactDomClient;
}

/** `render`: a `demand` island replaces its server markup instead of hydrating it. */
async function hydrateIsland(element: HTMLElement, stores: Stores, mode: 'hydrate' | 'render' = 'hydrate'): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRS.name);
  const load = loaderOf(name);
  if (!load) {
    console.error(`island: unknown island "${name}"`);
    return;
  }
  const [module, { createRoot, hydrateRoot }] = await Promise.all([load(), loadReactDomClient()]);
  // Islands that wait (idle, visible, demand) often wake together, and their chunk arrives for all
  // of them at once: each hydrates in a task of its own.
  if (element.getAttribute(ISLAND_ATTRS.hydrate) !== 'load') await yieldToMain();
  const props = takeProps(element);
  const Component = module.default;
  await new Promise<void>((resolve) => {
    const island = (
      <IslandRoot stores={stores} onCommit={resolve}>
        <Component {...props} />
      </IslandRoot>
    );
    if (mode === 'render') {
      createRoot(element).render(island);
      return;
    }
    hydrateRoot(element, island, {
      onRecoverableError(error) {
        console.warn(`island ${name}: hydration recovered from`, error);
      },
    });
  });
}

/**
 * The island's props: the JSON data block the server left as the marker's last child
 * (src/core/islands/island-marker.tsx, which checked them), removed so React finds exactly what
 * the component rendered. No block: the island takes no props.
 */
function takeProps(element: HTMLElement): object {
  const block = element.lastElementChild;
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return {};
  block.remove();
  return JSON.parse(block.text) as object;
}

function whenVisible(element: HTMLElement): Promise<void> {
  // Island markers are display: contents and have no box of their own: watch their first child.
  const target = element.firstElementChild;
  if (!target || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(target);
  });
}

/** The island's hydration, started at most once whichever wakes it first (its strategy or a click). */
function hydrateOnce(hydrate: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => (started ??= hydrate());
}

/** What a click can operate before its island is live (links work without script and are left alone). */
const CONTROLS = 'button, input, select, textarea, label, [role="button"]';

/**
 * A click on an island whose code has not arrived yet would do nothing (React replays only events
 * of roots it is hydrating): the click is held, the island hydrates at once, and the click is
 * replayed on the same element when it is live. A shopper's early "Adicionar ao carrinho" is
 * never lost. Returns the release, called once the island is live.
 */
function holdEarlyClicks(element: HTMLElement, hydrateNow: () => Promise<void>): () => void {
  const release = () => element.removeEventListener('click', onClick, true);
  function onClick(event: MouseEvent) {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(CONTROLS)) return;
    event.preventDefault();
    event.stopPropagation();
    release();
    void hydrateNow().then(() => {
      if (target.isConnected && target instanceof HTMLElement) target.click();
    });
  }
  element.addEventListener('click', onClick, true);
  return release;
}

const claimed = new WeakSet<Element>();

/**
 * While the document streams, the parser may still be inside the last element it met. An element
 * is complete once the parser has moved past it: some node follows it or one of its ancestors.
 */
function isParsed(element: Element): boolean {
  if (document.readyState !== 'loading') return true;
  for (let node: Node | null = element; node; node = node.parentNode) {
    if (node.nextSibling) return true;
  }
  return false;
}

/**
 * Finds every island marker in the page not yet claimed and hydrates it by its strategy. Safe to
 * call again as more of the page streams in. Resolves when the islands marked "load" have
 * committed; "idle" and "visible" ones follow on their own.
 */
export async function hydrateIslands(root: ParentNode, stores: Stores, onChunkError: () => void = () => undefined): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRS.name}]`)].filter((element) => !claimed.has(element) && isParsed(element));
  const onLoad: Promise<void>[] = [];
  for (const element of elements) {
    claimed.add(element);
    const strategy = (element.getAttribute(ISLAND_ATTRS.hydrate) ?? 'load') as HydrateStrategy;
    const hydrate = (mode: 'hydrate' | 'render' = 'hydrate') =>
      hydrateIsland(element, stores, mode).catch((error: unknown) => {
        console.error('island: hydration failed', error);
        // A missing chunk means a newer deploy replaced this page's files (spec §4).
        if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message)) onChunkError();
      });
    const name = element.getAttribute(ISLAND_ATTRS.name);
    if (strategy === 'demand') {
      void whenDemanded(name, stores).then(() => hydrate('render'));
    } else if (strategy === 'idle' || strategy === 'visible') {
      let release = () => {};
      const wake = hydrateOnce(() => hydrate().finally(() => release()));
      release = holdEarlyClicks(element, wake);
      void (strategy === 'idle' ? whenIdle() : whenVisible(element)).then(wake);
    } else {
      onLoad.push(hydrate());
    }
  }
  await Promise.all(onLoad);
}
