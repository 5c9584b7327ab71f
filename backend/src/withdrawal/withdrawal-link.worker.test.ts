import { describe, expect, it } from 'vitest';
import { testEnv } from '../../test/test-env.ts';
import { hmacSha256Hex } from '../commerce/crypto.ts';
import { signedForOrder, withdrawalPath } from './withdrawal-link.ts';

/** The backend's bindings with its secret and environment as given. */
const withSecret = (API_ACCESS_TOKEN: string | undefined, ENVIRONMENT: string | undefined) => ({ ...testEnv, API_ACCESS_TOKEN, ENVIRONMENT });

/** The signature anyone could compute if links were signed without the backend's secret. */
const guessable = async (orderId: number) => (await hmacSha256Hex('adega:withdrawal-link:local', `pedido:${orderId}`)).slice(0, 32);

describe('the signed withdrawal link', () => {
  it('is signed with the backend secret, and a link signed otherwise opens nothing', async () => {
    const env = withSecret('segredo-da-loja', 'production');
    const path = await withdrawalPath(env, 42);
    const sent = new URL(path, 'https://loja.test').searchParams.get('assinatura') ?? '';
    expect(path).toMatch(/^\/arrependimento\?pedido=42&assinatura=[0-9a-f]{32}$/);
    expect(await signedForOrder(env, 42, sent)).toBe(true);
    expect(await signedForOrder(env, 43, sent)).toBe(false);
    expect(await signedForOrder(env, 42, await guessable(42))).toBe(false);
  });

  it('without the secret outside development, signs nothing and takes no signature: the page asks for number and e-mail', async () => {
    for (const env of [withSecret(undefined, 'production'), withSecret(' ', 'production'), withSecret(undefined, undefined)]) {
      expect(await withdrawalPath(env, 42)).toBe('/arrependimento');
      expect(await signedForOrder(env, 42, await guessable(42))).toBe(false);
    }
  });

  it('in development without the secret, still signs with the local key', async () => {
    const env = withSecret(undefined, 'development');
    expect(await withdrawalPath(env, 42)).toBe(`/arrependimento?pedido=42&assinatura=${await guessable(42)}`);
    expect(await signedForOrder(env, 42, await guessable(42))).toBe(true);
  });
});
