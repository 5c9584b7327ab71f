import { readdirSync } from 'node:fs';
import { dirname, join, matchesGlob, relative } from 'node:path';

export type ModuleRule = { type: string; include: string[] };

/** What wrangler takes a script for when no rule says otherwise: an ES module. */
const SCRIPTS: ModuleRule = { type: 'ESModule', include: ['**/*.js', '**/*.mjs'] };

/**
 * Every file beside a bundled worker that its module rules take (its config's, then wrangler's
 * defaults, such as WebAssembly compiled), or that is a script, the entry first, each typed by the
 * first rule that matches it, as wrangler dev gives them to workerd.
 */
export function bundledModules(main: string, rules: ModuleRule[]): { type: string; path: string }[] {
  const root = dirname(main);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => join(root, file) !== main);
  return [relative(root, main), ...files].flatMap((file) => {
    const rule = [...rules, SCRIPTS].find((candidate) => candidate.include.some((glob) => matchesGlob(file, glob)));
    return rule ? [{ type: rule.type, path: join(root, file) }] : [];
  });
}
