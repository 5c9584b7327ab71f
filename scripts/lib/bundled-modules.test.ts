import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledModules } from './bundled-modules.ts';

/** wrangler's default module rules (what unstable_getMiniflareWorkerOptions answers for a config with none). */
const RULES = [
  { type: 'Text', include: ['**/*.txt', '**/*.html', '**/*.sql'] },
  { type: 'Data', include: ['**/*.bin'] },
  { type: 'CompiledWasm', include: ['**/*.wasm', '**/*.wasm?module'] },
];

describe('the modules of a built worker, as the local server gives them to workerd', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are its entry first, then every script, WebAssembly or text file beside it, each typed by its rule; what no rule takes is left out', () => {
    root = mkdtempSync(join(tmpdir(), 'built-worker-'));
    mkdirSync(join(root, 'assets'));
    for (const file of ['assets/chunk-a.js', 'index.js', 'assets/webp_enc.wasm', 'assets/schema.sql', 'assets/style.css', 'index.js.map', 'wrangler.json']) {
      writeFileSync(join(root, file), '');
    }
    const modules = bundledModules(join(root, 'index.js'), RULES);
    expect(modules[0]).toEqual({ type: 'ESModule', path: join(root, 'index.js') });
    expect(modules.slice(1)).toEqual(
      expect.arrayContaining([
        { type: 'ESModule', path: join(root, 'assets/chunk-a.js') },
        { type: 'CompiledWasm', path: join(root, 'assets/webp_enc.wasm') },
        { type: 'Text', path: join(root, 'assets/schema.sql') },
      ]),
    );
    expect(modules).toHaveLength(4);
  });
});
