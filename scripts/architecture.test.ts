import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * STYLE habit 1 and ARCHITECTURE "Layout": who may import whom, checked on every value import
 * (docs/architecture.md "Folder rules"). Type-only imports vanish at build and are free.
 */
const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Value imports (not `import type`) of a file, resolved to paths relative to the root. */
function valueImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]!);
  const dynamic = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!);
  return [...specifiers, ...dynamic].filter((specifier) => specifier.startsWith('.')).map((specifier) => relative(ROOT, resolve(ROOT, file, '..', specifier)));
}

const isTestFile = (file: string) => /(\.test\.tsx?$|(^|\/)test\/|^src\/test-support\/)/.test(file);

function violations(dir: string, allowed: (target: string, file: string) => boolean): string[] {
  return sourceFiles(dir)
    .filter((file) => !isTestFile(file)) // tests and their helpers may import anything
    .flatMap((file) =>
      valueImports(file)
        .filter((target) => !allowed(target, file))
        .map((target) => `${file} → ${target}`),
    );
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
/**
 * A feature's public entries: what another feature may import of it. Its islands are public too
 * (the browser loads each by name): an island built from another feature's islands imports them
 * directly, since a barrel would pull that feature's styled modules into the island's chunk.
 */
const isPublicEntry = (path: string) => /^src\/features\/[^/]+\/((browser\/)?index\.ts|[A-Z]\w*\.island\.tsx)$/.test(path);

describe('import boundaries', () => {
  it('src/contracts depends on nothing of ours', () => {
    expect(violations('src/contracts', (target) => target.startsWith('src/contracts/') || !target.includes('/'))).toEqual([]);
  });

  it('src/core (shared rules, islands, requests, messages, theme) imports only itself and the contracts', () => {
    expect(violations('src/core', (target) => /^src\/(core|contracts)\//.test(target))).toEqual([]);
  });

  it('src/core/rules is pure: only itself and the contracts (the backend shares it)', () => {
    expect(violations('src/core/rules', (target) => /^src\/(core\/rules|contracts)\//.test(target))).toEqual([]);
  });

  it("a feature imports the core, the stores, itself, and only another feature's public entries", () => {
    expect(
      violations('src/features', (target, file) => {
        if (/^src\/(core|contracts|stores)\//.test(target)) return true;
        const feature = featureOf(target);
        return feature !== undefined && (feature === featureOf(file) || isPublicEntry(target));
      }),
    ).toEqual([]);
  });

  it('the stores (the set every island shares) compose the core and the features’ stores', () => {
    expect(violations('src/stores', (target) => /^src\/(core|contracts|stores)\/|^src\/features\/[^/]+\/[\w-]+-store\.ts$/.test(target))).toEqual([]);
  });

  it('src/ imports nothing from worker/, client/ or backend/, and never test support', () => {
    expect(violations('src', (target) => (target.startsWith('src/') && !target.startsWith('src/test-support/')) || !target.includes('/'))).toEqual([]);
  });

  it('client/ imports only src/ and itself', () => {
    expect(violations('client', (target) => /^(src|client)\//.test(target))).toEqual([]);
  });

  it('worker/ imports only src/ and itself, and no browser-only code (src/**/browser/)', () => {
    expect(violations('worker', (target) => /^(src|worker)\//.test(target) && !/^src\/.*\/browser\//.test(target))).toEqual([]);
  });

  /**
   * The back office is its own part (docs/architecture.md): it stands on the worker's platform
   * (env, upstream calls and the cache's generations, body reading, log, config, security, build id,
   * the partner list, the health checks, the session registry, the rate limits, the field data's
   * store), the contracts and
   * the core, never on a shop feature or page; and only the app's routing mounts it.
   */
  const ADMIN_PLATFORM =
    /^worker\/(admin\/|env\.ts$|upstream\/|http\/|log\.ts$|config\.ts$|security\/|build-id\.ts$|partners\/|health\/|session\/session-registry\.ts$|middleware\/rate-limits\.ts$|field-data\/field-data-store\.ts$)/;

  it('worker/admin/ imports only the worker platform, the contracts and the core', () => {
    expect(violations('worker/admin', (target) => ADMIN_PLATFORM.test(target) || /^src\/(contracts|core)\//.test(target))).toEqual([]);
  });

  it('nothing in worker/ but app.tsx imports the back office', () => {
    const outside = sourceFiles('worker').filter((file) => !file.startsWith('worker/admin/') && file !== 'worker/app.tsx' && !isTestFile(file));
    expect(
      outside.flatMap((file) =>
        valueImports(file)
          .filter((target) => target.startsWith('worker/admin/'))
          .map((target) => `${file} → ${target}`),
      ),
    ).toEqual([]);
  });

  /**
   * The assistants' API (worker/agents/, docs/assistants.md) builds carts and hands every checkout
   * over to the site: it reaches no order, payment or shopper's session, so no agent can buy or
   * act as a signed-in shopper (the person confirms their own age: ECA Digital).
   */
  it('worker/agents/ imports nothing of orders, payments, the checkout pages or a shopper’s session', () => {
    const FORBIDDEN =
      /payment|order|checkout-handoff|embedded-checkout|^worker\/session\/(session|live-session|page-session|session-cookies|form-posts)\.ts$|^worker\/age\//;
    expect(violations('worker/agents', (target) => !FORBIDDEN.test(target))).toEqual([]);
  });

  it('backend/ imports only src/contracts, the shared pure rules and itself', () => {
    expect(violations('backend', (target) => /^(src\/contracts|src\/core\/rules|backend)\//.test(target))).toEqual([]);
  });
});

describe("react-dom's client", () => {
  /** A static import of react-dom's client: `import … from 'react-dom/client'`. */
  const STATIC_IMPORT = /^\s*import\s+(?!type\b)[^'"]*?from\s+'react-dom\/client'/m;

  it('is imported dynamically, by client/hydrate-islands.tsx alone: the entry is evaluated in one task, react-dom started in another', () => {
    const browserFiles = [...sourceFiles('client'), ...sourceFiles('src')].filter((file) => !isTestFile(file));
    const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');
    expect(browserFiles.filter((file) => STATIC_IMPORT.test(text(file)))).toEqual([]);
    expect(browserFiles.filter((file) => text(file).includes("import('react-dom/client')"))).toEqual(['client/hydrate-islands.tsx']);
  });

  it('notices a static import', () => {
    expect(STATIC_IMPORT.test("import { hydrateRoot } from 'react-dom/client';")).toBe(true);
    expect(STATIC_IMPORT.test("import type { Root } from 'react-dom/client';")).toBe(false);
  });
});

describe("react-dom's server", () => {
  /** The react-dom server builds a file imports: `… from 'react-dom/server…'`. */
  const serverBuilds = (text: string) => [...text.matchAll(/from\s+'(react-dom\/server[^']*)'/g)].map((match) => match[1]);

  it('is the Node build, on workerd with nodejs_compat: one React server in the worker, the one that renders with less CPU (docs/decisions.md)', () => {
    const workerFiles = sourceFiles('worker').filter((file) => !isTestFile(file));
    const builds = new Set(workerFiles.flatMap((file) => serverBuilds(readFileSync(join(ROOT, file), 'utf8'))));
    expect([...builds]).toEqual(['react-dom/server.node']);
    expect(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')).toMatch(/^compatibility_flags = \[[^\]]*"nodejs_compat"/m);
  });

  it('notices another build', () => {
    expect(serverBuilds("import { renderToReadableStream } from 'react-dom/server.edge';")).toEqual(['react-dom/server.edge']);
  });
});

describe("the backend's start", () => {
  /**
   * Libraries only a wallet's answer needs (docs/performance.md "The backend's start"): evaluating
   * them was about half of every backend isolate’s start, so they load with the first answer checked.
   */
  const WALLET_LIBRARY = /^\s*import\s+(?!type\b)[^'"]*?from\s+'(@owf\/mdoc|@peculiar\/x509)'/m;
  const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm;

  /** The modules an isolate evaluates as it starts: `entry` and what it imports statically, transitively. */
  function loadedAtStart(entry: string): string[] {
    const seen = new Set<string>();
    const pending = [entry];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, specifier] of text.matchAll(STATIC_IMPORT)) pending.push(relative(ROOT, resolve(ROOT, file, '..', specifier!)));
    }
    return [...seen];
  }

  it('evaluates none of the wallet verifier’s libraries (mdoc, X.509): they load with the first wallet answer', () => {
    const atStart = loadedAtStart('backend/src/index.ts');
    expect(atStart).toContain('backend/src/age/age-routes.ts');
    expect(atStart.filter((file) => WALLET_LIBRARY.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('notices a static import of one', () => {
    expect(WALLET_LIBRARY.test(readFileSync(join(ROOT, 'backend/src/age/carteira/wallet-verify.ts'), 'utf8'))).toBe(true);
    expect(WALLET_LIBRARY.test("import type { Verifier } from '@owf/mdoc';")).toBe(false);
  });
});

describe('where orders are born', () => {
  /** SQL that writes the orders table (not order_products): an INSERT, a REPLACE or an UPSERT into it. */
  const WRITES_ORDERS = /\b(INSERT|REPLACE)\s+(OR\s+\w+\s+)?INTO\s+orders\b/i;

  it('one module creates orders, behind the age check (ECA Digital): backend/src/commerce/orders.ts', () => {
    const writers = [...sourceFiles('backend'), ...sourceFiles('worker'), ...sourceFiles('src')]
      .filter((file) => !isTestFile(file))
      .filter((file) => WRITES_ORDERS.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(writers).toEqual(['backend/src/commerce/orders.ts']);
    expect(readFileSync(join(ROOT, 'backend/src/commerce/orders.ts'), 'utf8')).toContain('await requireVerifiedAge(');
  });

  it('notices another writer', () => {
    expect(WRITES_ORDERS.test('db.prepare(`INSERT INTO orders (checkout_id) VALUES (?)`)')).toBe(true);
    expect(WRITES_ORDERS.test('INSERT OR IGNORE INTO orders (x) VALUES (1)')).toBe(true);
    expect(WRITES_ORDERS.test('INSERT INTO order_products (order_id) VALUES (?)')).toBe(false);
  });
});

describe('named route handlers', () => {
  /**
   * docs/architecture.md "Folder rules": a route of the back office, the page routes, /healthz or the assistants' protocol is
   * registered with a named function (`.post('/:id', saveWine)`), or with what a named factory
   * returns (`occasionsPageAt(path)`), so an outline, a stack trace or "go to definition" leads from
   * the route to its code. The rule covers route registrations (`.get`, `.post`, `.put`, `.patch`,
   * `.delete`, `.options`, `.all`, `.on`): none may take an arrow function or a function expression.
   * Middleware given to `.use` may stay inline: it wraps the routes after it and is no route's code.
   */
  const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'all', 'on']);

  /** Each route registration in `text` that takes an inline function, as "file:line .method(…)". */
  function inlineHandlers(file: string, text: string): string[] {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const found: { line: number; text: string }[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ROUTE_METHODS.has(node.expression.name.text)) {
        for (const argument of node.arguments) {
          if (!ts.isArrowFunction(argument) && !ts.isFunctionExpression(argument)) continue;
          const line = source.getLineAndCharacterOfPosition(argument.getStart(source)).line + 1;
          found.push({ line, text: `${file}:${line} .${node.expression.name.text}(…) takes an inline handler: name it` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    // a chain is visited from its last call back: listed in the file's order instead
    return found.sort((a, b) => a.line - b.line).map(({ text }) => text);
  }

  const routeFiles = () =>
    [...sourceFiles('worker/admin'), 'worker/routes/pages.tsx', ...sourceFiles('worker/health'), ...sourceFiles('worker/agents')].filter(
      (file) => !isTestFile(file),
    );

  it('the back office, the page routes, /healthz and the assistants’ protocol register named handlers only', () => {
    expect(routeFiles().flatMap((file) => inlineHandlers(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('notices an inline handler, on whichever line it starts, and lets named ones and middleware pass', () => {
    const text = [
      'export const routes = new Hono()',
      "  .use('*', async (c, next) => next())",
      "  .get('/', listWines)",
      "  .get('/novo', occasionsPageAt('/novo'))",
      "  .post('/:id', async (c) => {",
      "    return c.text(form.get('name') ?? '');",
      '  })',
      "  .all('*', function (c) { return c.notFound(); });",
      "routes.on('PURGE', '/cache', (c) => c.body(null, 204));",
    ].join('\n');
    expect(inlineHandlers('worker/admin/example.ts', text)).toEqual([
      'worker/admin/example.ts:5 .post(…) takes an inline handler: name it',
      'worker/admin/example.ts:8 .all(…) takes an inline handler: name it',
      'worker/admin/example.ts:9 .on(…) takes an inline handler: name it',
    ]);
  });
});
