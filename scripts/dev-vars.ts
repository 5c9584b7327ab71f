/**
 * `npm run dev` reads each worker's secrets from `.dev.vars` beside its wrangler.toml. A fresh
 * clone has none: copy each `.dev.vars.example` once, so the storefront and the backend share
 * the development keys (an existing `.dev.vars` is the developer's and is left alone).
 */
import { copyFileSync, existsSync } from 'node:fs';

for (const folder of ['.', 'backend']) {
  const target = `${folder}/.dev.vars`;
  if (existsSync(target)) continue;
  copyFileSync(`${folder}/.dev.vars.example`, target);
  console.log(`${target} created from ${target}.example`);
}
