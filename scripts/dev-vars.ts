/**
 * `npm run dev` reads each worker's secrets and local settings from `.dev.vars` beside its
 * wrangler.toml. A fresh clone has none: each `.dev.vars.example` is copied once, so the
 * storefront and the backend share the development keys. An existing `.dev.vars` is the
 * developer's: its values are kept, and only the settings it lacks are added from the example (a
 * clone made before a setting existed still gets /dev/mail, say).
 */
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';

/** The `NAME=value` lines of a .dev.vars file, by name (comments and blank lines left out). */
export function devVarLines(text: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=/.exec(line);
    if (match?.[1]) lines.set(match[1], line.trim());
  }
  return lines;
}

/** The lines of `example` whose names `current` lacks. */
export function missingDevVars(current: string, example: string): string[] {
  const present = devVarLines(current);
  return [...devVarLines(example)].filter(([name]) => !present.has(name)).map(([, line]) => line);
}

export function prepareDevVars(folders: readonly string[], log: (line: string) => void = console.log): void {
  for (const folder of folders) {
    const target = `${folder}/.dev.vars`;
    const example = `${target}.example`;
    if (!existsSync(target)) {
      copyFileSync(example, target);
      log(`${target} created from ${example}`);
      continue;
    }
    const missing = missingDevVars(readFileSync(target, 'utf8'), readFileSync(example, 'utf8'));
    if (missing.length === 0) continue;
    appendFileSync(target, `\n# added from ${example}\n${missing.join('\n')}\n`);
    log(`${target}: added ${missing.map((line) => line.split('=')[0]).join(', ')} from ${example}`);
  }
}

if (import.meta.main) prepareDevVars(['.', 'backend']);
