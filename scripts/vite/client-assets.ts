import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:client-assets';
const RESOLVED_ID = `\0${MODULE_ID}`;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

interface ClientAssets {
  /** Module scripts the page bootstraps. */
  scripts: string[];
  /**
   * The chunks those scripts import statically (the layout's islands): preloaded with them, so
   * the browser fetches them at once instead of after parsing the entry.
   */
  preloads: string[];
  /** Stylesheets linked in <head>. */
  styles: string[];
}

/** Every CSS file a chunk needs: its own and its static imports', in order, without repeats. */
function collectCss(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  const fromImports = (chunk.imports ?? []).flatMap((child) => collectCss(manifest, child, seen));
  return [...fromImports, ...(chunk.css ?? [])];
}

/** The files a chunk imports statically, directly or not, without repeats. */
function staticImports(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  return (manifest[key]?.imports ?? []).flatMap((child) => {
    if (seen.has(child)) return [];
    seen.add(child);
    const file = manifest[child]?.file;
    return [...(file ? [file] : []), ...staticImports(manifest, child, seen)];
  });
}

function readClientAssets(manifestPath: string, scriptEntry: string, styleEntry: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const script = manifest[scriptEntry];
  if (!script) throw new Error(`${scriptEntry} is missing from ${manifestPath}: build the client first`);
  // With cssCodeSplit off, Vite emits one stylesheet under the manifest key "style.css".
  const single = manifest['style.css']?.file;
  const css = [...collectCss(manifest, styleEntry), ...collectCss(manifest, scriptEntry), ...(single ? [single] : [])];
  return {
    scripts: [`/${script.file}`],
    preloads: staticImports(manifest, scriptEntry).map((file) => `/${file}`),
    styles: [...new Set(css)].map((file) => `/${file}`),
  };
}

/**
 * `virtual:client-assets` tells the worker which files the browser loads. In a build it reads
 * the client manifest (the client is built before the worker); in dev it points at the sources.
 * The style entry is never executed as a script: it only gathers every vanilla-extract file so
 * server-only components get their CSS too.
 */
export function clientAssets(options: { scriptEntry: string; styleEntry: string; outDir?: string }): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let root = process.cwd();
  return {
    name: 'adega:client-assets',
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const assets: ClientAssets =
        command === 'build'
          ? readClientAssets(resolve(root, options.outDir ?? 'dist/client', '.vite/manifest.json'), options.scriptEntry, options.styleEntry)
          : { scripts: ['/@vite/client', `/${options.scriptEntry}`, `/${options.styleEntry}`], preloads: [], styles: [] };
      return `export const clientAssets = ${JSON.stringify(assets)};`;
    },
  };
}
