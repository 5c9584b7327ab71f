import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AgeIdentity, ageAttemptSchema, ageStatusSchema } from '../../../src/contracts/age-verification.ts';
import { CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY } from '../../../src/contracts/graphql/index.ts';
import { adminSend } from '../../test/admin.ts';
import { registeredCustomer, yearsAgo } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { sha256Hex } from '../commerce/crypto.ts';
import { postJson } from '../../test/http.ts';
import { captureLogLines } from '../../test/log-lines.ts';
import { testEnv } from '../../test/test-env.ts';
import { RECEITA_FIXTURES } from './receita/datavalid-stand-in.ts';

/**
 * The "receita" method through its real adapter (Serpro Datavalid v4 pf-basica) against the
 * stand-in that answers the same shapes (docs/age-verification.md): every answer the service
 * gives becomes the outcome the shopper reads, and only a confirmation changes their standing.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

let customers = 900_000 + (Date.now() % 90_000);
/** An identity of a customer of its own (attempts are counted per customer). */
const identity = (overrides: Partial<AgeIdentity> = {}): AgeIdentity => ({
  customerId: (customers += 1),
  name: 'Joana Prado',
  cpf: '52998224725',
  birthDate: '1988-03-14',
  ...overrides,
});

async function attempt(who: AgeIdentity) {
  const response = await postJson('/api/age/receita', { identity: who });
  return { http: response.status, ...ageAttemptSchema.parse(await response.json()) };
}

async function standing(who: AgeIdentity) {
  return ageStatusSchema.parse(await (await postJson('/api/age/status', { identity: who })).json());
}

describe('age verification by the Receita Federal (Serpro Datavalid), on its stand-in', () => {
  it('confirms an adult whose CPF, name and birth date the base confirms: level B, once per account', async () => {
    const adult = identity();
    expect(await standing(adult)).toMatchObject({ verified: false, methods: ['receita', 'carteira', 'provedor'] });
    const answer = await attempt(adult);
    expect(answer.outcome).toBe('confirmed');
    expect(await standing(adult)).toMatchObject({ verified: true, level: 'B', method: 'receita', verifiedAt: expect.any(String) });
    // only the outcome is kept: no CPF, name or birth date in the row
    const row = await testEnv.DB.prepare('SELECT * FROM age_verifications WHERE customer_id = ?').bind(adult.customerId).first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toMatch(/52998224725|Joana|1988-03-14/);
  });

  it.each([
    ['a birth date the base does not confirm', { cpf: RECEITA_FIXTURES.birthDateMismatch }, 'not_confirmed'],
    ['a name too far from the base’s', { cpf: RECEITA_FIXTURES.nameMismatch }, 'not_confirmed'],
    ['an irregular CPF', { cpf: RECEITA_FIXTURES.irregular }, 'not_confirmed'],
    ['a CPF the base does not have', { cpf: RECEITA_FIXTURES.notInBase }, 'not_confirmed'],
    ['an account without a CPF', { cpf: '' }, 'not_confirmed'],
    ['a confirmed birth date of someone 17 years and 364 days old', { birthDate: yearsAgo(18, 1) }, 'minor'],
    ['a token that expired before its hour (renewed once)', { cpf: RECEITA_FIXTURES.expiredToken }, 'confirmed'],
    ['a 429 from the service', { cpf: RECEITA_FIXTURES.tooManyRequests }, 'unavailable'],
    ['a 503 from the service', { cpf: RECEITA_FIXTURES.unavailable }, 'unavailable'],
    ['a service that does not answer in time', { cpf: RECEITA_FIXTURES.hangs }, 'unavailable'],
  ] as const)('answers %s with "%s"', async (_, overrides, outcome) => {
    const who = identity(overrides);
    const answer = await attempt(who);
    expect(answer.outcome).toBe(outcome);
    expect(answer.status.verified).toBe(outcome === 'confirmed');
    // a service that could not answer is a 503 (with its outcome); any answer of the service, a 200
    expect(answer.http).toBe(outcome === 'unavailable' ? 503 : 200);
  });

  it('ends a verification when the CPF, the name or the birth date changes', async () => {
    for (const change of [{ cpf: '11144477735' }, { name: 'Joana Prado Lima' }, { birthDate: '1988-03-15' }]) {
      const who = identity();
      await attempt(who);
      expect((await standing(who)).verified).toBe(true);
      // the same name in other case or spacing is the same name
      expect((await standing({ ...who, name: '  JOANA   prado ' })).verified).toBe(true);
      expect((await standing({ ...who, ...change })).verified).toBe(false);
      // for good: back to the old data, it stays ended
      expect((await standing(who)).verified).toBe(false);
      const row = await testEnv.DB.prepare("SELECT invalidated_reason FROM age_verifications WHERE customer_id = ? AND result = 'confirmed'")
        .bind(who.customerId)
        .first<{ invalidated_reason: string }>();
      expect(row?.invalidated_reason).toBe('identity_changed');
    }
  });

  it('takes at most 5 attempts a day per account, however many arrive at once', async () => {
    const who = identity({ cpf: RECEITA_FIXTURES.birthDateMismatch });
    const answers = await Promise.all(Array.from({ length: 8 }, () => attempt(who)));
    expect(answers.filter((answer) => answer.outcome === 'not_confirmed')).toHaveLength(5);
    expect(answers.filter((answer) => answer.outcome === 'too_many_attempts' && answer.http === 429)).toHaveLength(3);
  });

  it('writes no CPF, birth date or name into any log line', async () => {
    const lines = captureLogLines();
    const who = identity({ cpf: '39053344705', name: 'Heloísa Marques', birthDate: '1979-11-02' });
    await attempt(who);
    await attempt({ ...who, customerId: who.customerId + 1, cpf: RECEITA_FIXTURES.unavailable });
    expect(lines.some((line) => line.includes('age_verification'))).toBe(true);
    for (const line of lines) expect(line).not.toMatch(/39053344705|Heloísa|1979-11-02|\d{11}/);
  });

  it('is refused from anyone but the storefront', async () => {
    const response = await postJson('/api/age/receita', { identity: identity() }, { 'X-Access-Token': 'outra-chave' });
    expect(response.status).toBe(401);
  });
});

describe('a registered customer', () => {
  it('is verified with the data the account holds', async () => {
    const customer = await registeredCustomer({ fullName: 'Otávio Reis' });
    expect((await attempt(customer.identity)).outcome).toBe('confirmed');
  });

  it('confirms again after a password set by a recovery link (whoever holds the mailbox holds the account)', async () => {
    const customer = await registeredCustomer();
    await attempt(customer.identity);
    const key = `chave-${crypto.randomUUID()}`;
    await testEnv.DB.prepare('INSERT INTO password_recovery_outbox (customer_id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(customer.customerId, customer.email, await sha256Hex(key), new Date().toISOString(), new Date(Date.now() + 60_000).toISOString())
      .run();
    const changed = await call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, {
      input: { key, newPassword: 'novasenha2026', newPasswordConfirmation: 'novasenha2026' },
    });
    expect(changed.data?.customerPasswordChangeByRecovery).toEqual({ isSuccess: true });
    expect((await standing(customer.identity)).verified).toBe(false);
  });

  it('confirms again after the owner erased the customer’s data (LGPD)', async () => {
    const customer = await registeredCustomer();
    await attempt(customer.identity);
    expect((await adminSend(`/customers/${customer.customerId}`, '', { method: 'DELETE' })).status).toBe(200);
    expect((await standing(customer.identity)).verified).toBe(false);
    const row = await testEnv.DB.prepare('SELECT invalidated_reason FROM age_verifications WHERE customer_id = ?').bind(customer.customerId).first();
    expect(row).toEqual({ invalidated_reason: 'erasure' });
  });
});
