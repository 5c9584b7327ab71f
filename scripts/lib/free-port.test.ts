import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree, portTakenMessage } from './free-port.ts';

let held: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (held ? held.close(() => resolve()) : resolve()));
  held = undefined;
});

/** A port some other program holds on loopback. */
function holdAPort(): Promise<number> {
  return new Promise((resolve) => {
    held = createServer().listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = held?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('the port npm start asks for', () => {
  it('is seen as taken when another program listens on it, and free once it is gone', async () => {
    const port = await holdAPort();
    expect(await isPortFree(port)).toBe(false);
    await new Promise<void>((resolve) => held?.close(() => resolve()));
    held = undefined;
    expect(await isPortFree(port)).toBe(true);
  });

  it('says in one line what to do', () => {
    expect(portTakenMessage(8787)).toBe('A porta 8787 já está em uso (outra loja ou outro programa). Feche-o ou use outra porta: npm start -- --port 8790');
  });
});
