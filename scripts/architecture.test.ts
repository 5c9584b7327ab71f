import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** STYLE habit 1 and ARCHITECTURE "Layout": who may import whom, checked on every import. */
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
  return [...specifiers, ...dynamic]
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, resolve(ROOT, file, '..', specifier)));
}

function violations(dir: string, allowed: (target: string) => boolean): string[] {
  return sourceFiles(dir)
    .filter((file) => !/(\.test\.tsx?$|(^|\/)test\/)/.test(file)) // tests and their helpers may import anything
    .flatMap((file) => valueImports(file).filter((target) => !allowed(target)).map((target) => `${file} → ${target}`));
}

describe('import boundaries', () => {
  it('src/ imports nothing from worker/, client/ or backend/', () => {
    expect(violations('src', (target) => target.startsWith('src/') || !target.includes('/'))).toEqual([]);
  });

  it('client/ imports only src/ and itself', () => {
    expect(violations('client', (target) => /^(src|client)\//.test(target))).toEqual([]);
  });

  it('worker/ imports only src/ and itself', () => {
    expect(violations('worker', (target) => /^(src|worker)\//.test(target))).toEqual([]);
  });

  it('backend/ imports only src/contracts and itself', () => {
    expect(violations('backend', (target) => /^(src\/contracts|backend)\//.test(target))).toEqual([]);
  });
});
