/**
 * `npm start`: builds the shop, prepares the local database and serves both workers offline at
 * http://localhost:8787 (storefront) with the embedded backend behind its service binding.
 *
 *   node scripts/start.ts [--port 8787] [--persist-to .wrangler/state] [--no-build]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setupDatabase } from './db-setup.ts';
import { BUILD_ENV } from './lib/dev-secrets.ts';
import { isPortFree, portTakenMessage } from './lib/free-port.ts';
import { run } from './lib/run.ts';
import { serveBuiltApp } from './lib/serve.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    'no-build': { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!(await isPortFree(port))) {
  console.error(portTakenMessage(port));
  process.exit(1);
}

if (!values['no-build']) {
  console.log('building…');
  // Quiet, and wrangler's secrets check with it: the build finds no secrets to copy (the local
  // server gets them below) and would warn for each worker; a failing build still prints what it said.
  await run('vite', ['build', '--logLevel', 'warn'], { quiet: true, env: BUILD_ENV });
}
const persistTo = resolve(values['persist-to']);
console.log('preparing the local database…');
await setupDatabase(persistTo, (line) => console.log(line));

// Development: /dev/mail shows the mail the shop would send (the backend keeps it in an outbox).
const server = await serveBuiltApp({ port, persistTo, quiet: false, vars: { ENVIRONMENT: 'development' } });
console.log(`\nA loja está no ar: http://localhost:${values.port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
