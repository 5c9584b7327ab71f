import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guide holds together (README "Documentation"): README.md and docs/ link to each other and
 * to files of the repository; a link whose file is gone, or whose #fragment names no heading of
 * its file, fails here. README.md stays short and lists every docs/ file.
 */
const ROOT = resolve(import.meta.dirname, '..');
const README = 'README.md';
const README_MAX_LINES = 250;

/** Markdown files of the guide, as paths relative to the root. */
function guideFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
  return [README, ...docs.sort()];
}

/** The file's lines outside fenced code blocks (``` or ~~~, indented or not), with their numbers. */
function proseLines(text: string): { line: string; number: number }[] {
  const lines: { line: string; number: number }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped (hyphens and spaces kept), spaces to hyphens. */
function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or an image: its text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a file's headings give, repeated headings numbered as GitHub does (`-1`, `-2`). */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const anchor = headingAnchor(heading);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** The `[text](target)` links of a file (images too), outside fenced blocks and code spans. */
function markdownLinks(text: string): { target: string; line: number }[] {
  return proseLines(text).flatMap(({ line, number }) => {
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    return [...prose.matchAll(/\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({ target: match[1]!, line: number }));
  });
}

const isExternal = (target: string) => /^(https?:|mailto:)/i.test(target);

/**
 * Dead links of `files` (path relative to the root → text). A relative target is resolved from its
 * file's folder and must exist inside the repository; a #fragment, on its own or after a .md file,
 * must name a heading of that file. `readFile` gives the text of a file not in `files`.
 */
function deadLinks(files: Record<string, string>, fileExists: (path: string) => boolean, readFile: (path: string) => string): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let found = anchorsOf.get(path);
    if (!found) {
      found = headingAnchors(files[path] ?? readFile(path));
      anchorsOf.set(path, found);
    }
    return found;
  };
  const dead: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const { target, line } of markdownLinks(text)) {
      if (isExternal(target)) continue;
      const where = `${file}:${line} → ${target}`;
      const hash = target.indexOf('#');
      const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash));
      const fragment = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const resolved = pathPart === '' ? file : normalize(join(dirname(file), pathPart)).replace(/\/$/, '');
      if (resolved.startsWith('..') || resolved.startsWith('/')) {
        dead.push(`${where} (outside the repository)`);
        continue;
      }
      if (!(resolved in files) && !fileExists(resolved)) {
        dead.push(`${where} (no such file)`);
        continue;
      }
      if (fragment !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(fragment)) {
        dead.push(`${where} (no heading #${fragment} in ${resolved})`);
      }
    }
  }
  return dead;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the guide (README.md and docs/)', () => {
  const paths = guideFiles();
  const files = Object.fromEntries(paths.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]));
  const onDisk = (path: string) => existsSync(join(ROOT, path)) && (statSync(join(ROOT, path)).isFile() || statSync(join(ROOT, path)).isDirectory());
  const fromDisk = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it('has no dead link between its files or to a file of the repository', () => {
    expect(deadLinks(files, onDisk, fromDisk)).toEqual([]);
  });

  it(`keeps README.md to at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(files[README]!)).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links every docs/ file from README.md', () => {
    const linked = new Set(
      markdownLinks(files[README]!)
        .filter(({ target }) => !isExternal(target))
        .map(({ target }) => normalize(decodeURI(target.split('#')[0]!))),
    );
    expect(paths.filter((path) => path !== README && !linked.has(path))).toEqual([]);
  });

  it('starts every docs/ file with a # title and a link back to README.md', () => {
    const badStarts = paths
      .filter((path) => path !== README)
      .filter((path) => {
        const [title, , back] = files[path]!.split('\n');
        return !/^# \S/.test(title ?? '') || !markdownLinks(back ?? '').some(({ target }) => target.split('#')[0] === relative(dirname(path), README));
      });
    expect(badStarts).toEqual([]);
  });
});

describe('the dead-link checker', () => {
  const example: Record<string, string> = {
    'README.md': ['# Shop', '', '## Going live', '', 'See [security](docs/security.md#limits), [gone](docs/gone.md), [here](#going-live).'].join('\n'),
    'docs/security.md': [
      '# Security',
      '',
      '[Back](../README.md#going-live) · [nowhere](../README.md#decisions) · [code](../src/app.ts) · [web](https://example.com/x)',
      '',
      '```md',
      '[inside a fence](missing.md)',
      '```',
      '',
      '## Limits',
      '',
      '`[in a code span](missing.md)` and [São Paulo](#são-paulo-time) and [a file outside](../../elsewhere.md)',
      '',
      '## São Paulo time',
    ].join('\n'),
  };
  const exists = (path: string) => path in example || path === 'src/app.ts';
  const read = (path: string) => {
    throw new Error(`not in the example: ${path}`);
  };

  it('names each dead link, and only those', () => {
    expect(deadLinks(example, exists, read)).toEqual([
      'README.md:5 → docs/gone.md (no such file)',
      'docs/security.md:3 → ../README.md#decisions (no heading #decisions in README.md)',
      'docs/security.md:11 → ../../elsewhere.md (outside the repository)',
    ]);
  });

  it("follows GitHub's anchors", () => {
    expect(headingAnchor('Sommelier virtual (finder)')).toBe('sommelier-virtual-finder');
    expect(headingAnchor('Configuration (`backend/wrangler.toml`)')).toBe('configuration-backendwranglertoml');
    expect(headingAnchor('Spec §7 calls')).toBe('spec-7-calls');
    expect(headingAnchor('Edge: routing, proxy and sessions')).toBe('edge-routing-proxy-and-sessions');
    expect([...headingAnchors('# A\n## A\n### A')]).toEqual(['a', 'a-1', 'a-2']);
  });
});
