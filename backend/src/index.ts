import { createBackendApp } from './app.ts';

const app = createBackendApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
