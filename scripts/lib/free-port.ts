import { createServer } from 'node:net';

/**
 * Whether nothing listens on `port` of the loopback address the shop serves on: checked before a
 * server starts, so a port another program holds is said in one line instead of a crash after
 * "A loja está no ar" (another shop answering there would even look like this one).
 */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** What to tell the person who asked for a port that is taken (pt-BR, like the rest of `npm start`). */
export function portTakenMessage(port: number): string {
  return `A porta ${port} já está em uso (outra loja ou outro programa). Feche-o ou use outra porta: npm start -- --port ${port + 3}`;
}
