import { describe, expect, it } from 'vitest';
import { AGE_VENDOR_STAND_IN_PATH } from '../../../src/contracts/age-paths.ts';
import { type AgeIdentity, ageAttemptSchema, ageStatusSchema } from '../../../src/contracts/age-verification.ts';
import { storefrontHeaders } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';
import { createBackendApp } from '../app.ts';

/**
 * A stand-in answers like the real service but proves nothing: a production backend whose methods
 * are set to "local" offers none of them unless the owner declared a demo shop
 * (AGE_VERIFICATION_DEMO = "on"). The deploy refuses such a production too (scripts/deploy/); this
 * is the backend's own refusal at run time, for a configuration changed after the deploy.
 */
const SHOP = 'https://loja.test';
let customers = 600_000 + (Date.now() % 90_000);
const identity = (): AgeIdentity => ({ customerId: (customers += 1), name: 'Rita Moura', cpf: '52998224725', birthDate: '1985-09-09' });

/** A production backend with every method on its stand-in, the demo switch as given. */
const production = (demo: string) => ({
  ...testEnv,
  ENVIRONMENT: 'production',
  AGE_RECEITA: 'local',
  AGE_CARTEIRA: 'local',
  AGE_PROVEDOR: 'local',
  AGE_VERIFICATION_DEMO: demo,
});

function post(env: Env, path: string, body: unknown) {
  return createBackendApp().request(
    `/api${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', ...storefrontHeaders() }, body: JSON.stringify(body) },
    env,
  );
}

const attemptsOf = async (who: AgeIdentity) =>
  (await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM age_verifications WHERE customer_id = ?').bind(who.customerId).first<{ n: number }>())?.n;

describe('a stand-in in production', () => {
  it('is offered by no method without the demo switch: each answers 503 "unavailable" and records nothing', async () => {
    const env = production('off');
    const who = identity();
    expect(ageStatusSchema.parse(await (await post(env, '/age/status', { identity: who })).json())).toMatchObject({ verified: false, methods: [] });
    for (const [path, body] of [
      ['/age/receita', { identity: who }],
      ['/age/carteira/request', { identity: who, origin: SHOP }],
      ['/age/provedor/start', { identity: who, returnUrl: `${SHOP}/verificar-idade` }],
    ] as const) {
      const response = await post(env, path, body);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(ageAttemptSchema.parse(await response.json())).toMatchObject({ outcome: 'unavailable', status: { verified: false, methods: [] } });
    }
    expect(await attemptsOf(who)).toBe(0);
    // nor are the stand-ins' own doors open: the test wallet and the vendor's simulated page
    expect((await post(env, '/age/carteira/test-wallet', { origin: SHOP, data: { nonce: 'n'.repeat(43) }, ageOver18: true })).status).toBe(404);
    expect((await createBackendApp().request(`${AGE_VENDOR_STAND_IN_PATH}/qualquer`, {}, env)).status).toBe(404);
  });

  it('answers with the demo switch on, as a demo shop: the Receita stand-in confirms an adult', async () => {
    const env = production('on');
    const who = identity();
    expect(ageStatusSchema.parse(await (await post(env, '/age/status', { identity: who })).json()).methods).toEqual(['receita', 'carteira', 'provedor']);
    const response = await post(env, '/age/receita', { identity: who });
    expect(response.status).toBe(200);
    expect(ageAttemptSchema.parse(await response.json())).toMatchObject({ outcome: 'confirmed', status: { verified: true, method: 'receita' } });
    expect(await attemptsOf(who)).toBe(1);
  });
});
