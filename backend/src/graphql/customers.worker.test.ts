import { describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_CREATE,
  CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY,
  CUSTOMER_PASSWORD_RECOVERY,
  ERROR_CODES,
} from '../../../src/contracts/graphql/index.ts';
import { customerInput, PASSWORD, registeredCustomer, yearsAgo } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { eventually } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

describe('customerCreate', () => {
  it('creates a customer and answers customerId, customerName and customerType', async () => {
    const input = customerInput({ email: '  Ana.Souza@Example.com.br ', fullName: 'Ana  Souza' });
    const { status, data, errors } = await call(CUSTOMER_CREATE, { input });
    expect(status).toBe(200);
    expect(errors).toEqual([]);
    expect(data?.customerCreate).toMatchObject({ customerName: 'Ana Souza', customerType: 'PERSON' });
    const row = await testEnv.DB.prepare('SELECT email, cpf, password_hash FROM customers WHERE id = ?')
      .bind(data?.customerCreate?.customerId)
      .first<{ email: string; cpf: string; password_hash: string }>();
    expect(row?.email).toBe('ana.souza@example.com.br');
    expect(row?.cpf).toBe(input.cpf);
    // PBKDF2 with a per-user salt, never the password itself
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[^$]+\$[^$]+$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  it('salts each password: two customers with the same password get different hashes', async () => {
    const first = await registeredCustomer();
    const second = await registeredCustomer();
    const { results } = await testEnv.DB.prepare('SELECT password_hash FROM customers WHERE id IN (?, ?)')
      .bind(first.customerId, second.customerId)
      .all<{ password_hash: string }>();
    expect(new Set(results.map((row) => row.password_hash)).size).toBe(2);
  });

  it('refuses a duplicate e-mail (whatever its case) and a duplicate CPF with one answer that names neither, and tells the owner by mail', async () => {
    const owner = customerInput({ fullName: 'Heloísa Brandão' });
    await call(CUSTOMER_CREATE, { input: owner });
    const cpf = owner.cpf ?? '';
    const sameEmail = await call(CUSTOMER_CREATE, { input: customerInput({ email: owner.email?.toUpperCase() }) });
    const sameCpf = await call(CUSTOMER_CREATE, { input: customerInput({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` }) });
    for (const again of [sameEmail, sameCpf]) {
      expect(again.status).toBe(200);
      expect(again.codes).toEqual([ERROR_CODES.registrationRefused]);
      expect(again.errors[0]?.message).toBe('Não foi possível concluir o cadastro com estes dados.');
      expect(again.errors[0]?.extensions).toEqual({ code: ERROR_CODES.registrationRefused });
      expect(again.data?.customerCreate).toBeNull();
    }
    const mails = () =>
      testEnv.DB.prepare('SELECT subject, text_body FROM dev_mail_outbox WHERE to_address = ?').bind(owner.email).all<{ subject: string; text_body: string }>();
    await eventually(async () => (await mails()).results.length === 2);
    const [notice] = (await mails()).results;
    expect(notice?.subject).toBe('Adega Sommelier: tentativa de cadastro com os seus dados');
    expect(notice?.text_body).toContain('Olá, Heloísa.');
    // the configured SHOP_ORIGIN (vitest.config.ts), never the Host this request named (backend.test)
    expect(notice?.text_body).toContain('https://loja.test/login/recuperar');
  });

  it('refuses anyone under 18 (the shop sells alcohol) and accepts an 18th birthday today', async () => {
    const minor = await call(CUSTOMER_CREATE, { input: customerInput({ birthDate: yearsAgo(18, 2) }) });
    expect(minor.codes).toEqual([ERROR_CODES.underAge]);
    expect(minor.errors[0]?.message).toContain('18');
    const adult = await call(CUSTOMER_CREATE, { input: customerInput({ birthDate: yearsAgo(18, -2) }) });
    expect(adult.errors).toEqual([]);
  });

  it.each([
    ['a CPF with a wrong check digit', { cpf: '52998224726' }, ERROR_CODES.cpfInvalid],
    ['a CPF of repeated digits', { cpf: '11111111111' }, ERROR_CODES.cpfInvalid],
    ['a short password', { password: 'abc123', passwordConfirmation: 'abc123' }, ERROR_CODES.passwordWeak],
    ['a password without digits', { password: 'somenteletras', passwordConfirmation: 'somenteletras' }, ERROR_CODES.passwordWeak],
    ['a different confirmation', { passwordConfirmation: 'outra123senha' }, ERROR_CODES.passwordMismatch],
    ['an e-mail without domain', { email: 'maria@' }, ERROR_CODES.emailInvalid],
    ['a name with digits', { fullName: 'M4ria' }, ERROR_CODES.nameInvalid],
    ['a phone without area code', { primaryPhoneAreaCode: '', primaryPhoneNumber: '987654321' }, ERROR_CODES.phoneInvalid],
    ['an impossible birth date', { birthDate: '1990-02-30' }, ERROR_CODES.birthDateInvalid],
    ['a company', { customerType: 'COMPANY' as const }, ERROR_CODES.customerTypeUnsupported],
  ])('refuses %s', async (_label, overrides, code) => {
    const { status, codes, data } = await call(CUSTOMER_CREATE, { input: customerInput(overrides) });
    expect(status).toBe(200);
    expect(codes).toEqual([code]);
    expect(data?.customerCreate).toBeNull();
  });

  it('lists every failing field in extensions.fields', async () => {
    const { errors } = await call(CUSTOMER_CREATE, { input: customerInput({ cpf: '123', email: 'x', birthDate: yearsAgo(10) }) });
    const fields = ((errors[0]?.extensions?.fields ?? []) as Array<{ field: string }>).map((failure) => failure.field);
    expect(fields).toEqual(['email', 'cpf', 'birthDate']);
  });
});

describe('customerAuthenticatedLogin', () => {
  it('answers token, legacyToken, isMaster, type and validUntil 7 days ahead', async () => {
    const input = customerInput();
    await call(CUSTOMER_CREATE, { input });
    const { status, data, errors, headers } = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: input.email ?? '', password: PASSWORD });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(errors).toEqual([]);
    const login = data?.customerAuthenticatedLogin;
    expect(login).toMatchObject({ isMaster: false, type: 'AUTHENTICATED' });
    expect(login?.token).toMatch(/^[\w-]{43}$/);
    expect(login?.legacyToken).toMatch(/^[\w-]{43}$/);
    const days = (Date.parse(login?.validUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // stored hashed only
    const stored = await testEnv.DB.prepare('SELECT count(*) AS n FROM customer_access_tokens WHERE token_hash = ?').bind(login?.token).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('refuses a wrong password and an unknown e-mail alike, with CUS111 and HTTP 200', async () => {
    const customer = await registeredCustomer();
    const wrong = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: 'errada123' });
    const unknown = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: 'ninguem@example.com', password: 'errada123' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.codes).toEqual([ERROR_CODES.loginFailed]);
      expect(answer.data?.customerAuthenticatedLogin).toBeNull();
    }
    expect(wrong.errors[0]?.message).toBe(unknown.errors[0]?.message);
  });

  it('slows wrong passwords per (e-mail, IP): after 5, 429 with Retry-After 60 for that address only, never for the owner elsewhere', async () => {
    const customer = await registeredCustomer();
    const stranger = { 'x-forwarded-for': '192.0.2.50' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: 'errada123' }, { headers: stranger });
      expect(wrong.status).toBe(200);
      expect(wrong.codes).toEqual([ERROR_CODES.loginFailed]);
    }
    const limited = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: PASSWORD }, { headers: stranger });
    expect(limited.status).toBe(429);
    expect(limited.codes).toEqual([ERROR_CODES.tooManyRequests]);
    // spec §8's text says "1 minuto": the wait is one minute
    expect(limited.headers.get('retry-after')).toBe('60');
    const owner = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: PASSWORD }, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(owner.status).toBe(200);
    expect(owner.data?.customerAuthenticatedLogin?.token).toBeTruthy();
  });

  it('lets the slowed address try once a minute after its last failure', async () => {
    const customer = await registeredCustomer();
    const ip = '192.0.2.60';
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await testEnv.DB.batch(
      Array.from({ length: 5 }, () =>
        testEnv.DB.prepare("INSERT INTO auth_attempts (kind, email, ip, failed, created_at) VALUES ('login', ?, ?, 1, ?)").bind(
          customer.email,
          ip,
          twoMinutesAgo,
        ),
      ),
    );
    const again = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: 'errada123' }, { headers: { 'x-forwarded-for': ip } });
    expect(again.status).toBe(200);
    const tooSoon = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: PASSWORD }, { headers: { 'x-forwarded-for': ip } });
    expect(tooSoon.status).toBe(429);
  });

  it('counts an IPv6 client as its /64: fresh addresses in one network get no fresh guesses', async () => {
    const customer = await registeredCustomer();
    const answers = [];
    for (let host = 1; host <= 7; host += 1) {
      const headers = { 'x-forwarded-for': `2001:db8:aa:bb::${host.toString(16)}` };
      answers.push(await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: 'errada123' }, { headers }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('gives many addresses together no more guesses at one account than the ceiling: 20 of 40 parallel ones, then everyone waits', async () => {
    const customer = await registeredCustomer();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: `errada${index}x` }, { headers: { 'x-forwarded-for': `198.18.${index}.9` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    // a new address, even with the right password, waits the account's delay too
    const warnings = vi.spyOn(console, 'warn');
    try {
      const fresh = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: PASSWORD }, { headers: { 'x-forwarded-for': '198.19.0.1' } });
      expect(fresh.status).toBe(429);
      expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
      // the owner's log names the burst by a hash of the account, never its address
      const bursts = warnings.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"login_burst"'));
      expect(bursts.length).toBeGreaterThan(0);
      expect(bursts.join('\n')).not.toContain(customer.email);
      expect(JSON.parse(bursts[0] ?? '{}')).toMatchObject({ account: expect.stringMatching(/^[0-9a-f]{12}$/), failures: expect.any(Number) });
    } finally {
      warnings.mockRestore();
    }
  });

  it("grows the account's wait with each failure and always ends it", async () => {
    const customer = await registeredCustomer();
    // 25 failures from 25 addresses, the last 5 minutes ago: the account waits 6 minutes after it
    const failuresEndingAgo = async (ms: number) => {
      await testEnv.DB.prepare('DELETE FROM auth_attempts WHERE email = ?').bind(customer.email).run();
      await testEnv.DB.batch(
        Array.from({ length: 25 }, (_, index) =>
          testEnv.DB.prepare("INSERT INTO auth_attempts (kind, email, ip, failed, created_at) VALUES ('login', ?, ?, 1, ?)").bind(
            customer.email,
            `198.18.200.${index}`,
            new Date(Date.now() - ms - (24 - index) * 1000).toISOString(),
          ),
        ),
      );
    };
    const owner = () => call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: PASSWORD }, { headers: { 'x-forwarded-for': '198.19.1.1' } });
    await failuresEndingAgo(5 * 60_000);
    const waiting = await owner();
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(70);
    await failuresEndingAgo(6 * 60_000 + 1000);
    const through = await owner();
    expect(through.status).toBe(200);
    expect(through.data?.customerAuthenticatedLogin?.token).toBeTruthy();
  });

  it('verifies at most 5 passwords of 100 parallel guesses from one address (the claim and its check are one statement)', async () => {
    const customer = await registeredCustomer();
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: `errada${index}x` }, { headers })),
    );
    const verified = answers.filter((answer) => answer.status === 200);
    expect(verified.length).toBe(5);
    expect(verified.every((answer) => answer.codes[0] === ERROR_CODES.loginFailed)).toBe(true);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(95);
  });
});

describe('customer and customerAccessTokenRenew', () => {
  it('answers the customer of a token', async () => {
    const customer = await registeredCustomer({ fullName: 'João Pereira' });
    const { data, errors } = await call(CUSTOMER, { customerAccessToken: customer.token });
    expect(errors).toEqual([]);
    expect(data?.customer).toEqual({ customerId: customer.customerId, customerName: 'João Pereira', customerType: 'PERSON' });
  });

  it('refuses an unknown or expired token with TKN101', async () => {
    const customer = await registeredCustomer();
    await testEnv.DB.prepare("UPDATE customer_access_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ?").bind(customer.customerId).run();
    for (const token of [customer.token, 'não-é-um-token']) {
      const { codes, data } = await call(CUSTOMER, { customerAccessToken: token });
      expect(codes).toEqual([ERROR_CODES.tokenInvalid]);
      expect(data?.customer).toBeNull();
    }
  });

  it('renews a live token: a new pair that works, the old one fading after a short grace', async () => {
    const customer = await registeredCustomer();
    const { data, errors } = await call(CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: customer.token });
    expect(errors).toEqual([]);
    const renewed = data?.customerAccessTokenRenew;
    expect(renewed?.token).toBeTruthy();
    expect(renewed?.token).not.toBe(customer.token);
    expect(renewed?.legacyToken).not.toBe(customer.legacyToken);
    const me = await call(CUSTOMER, { customerAccessToken: renewed?.token ?? '' });
    expect(me.data?.customer?.customerId).toBe(customer.customerId);
    const old = await testEnv.DB.prepare('SELECT min(expires_at) AS expires_at FROM customer_access_tokens WHERE customer_id = ?')
      .bind(customer.customerId)
      .first<{ expires_at: string }>();
    expect(Date.parse(old?.expires_at ?? '') - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('refuses to renew an expired token with TKN100 (the storefront then logs out)', async () => {
    const customer = await registeredCustomer();
    await testEnv.DB.prepare("UPDATE customer_access_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ?").bind(customer.customerId).run();
    const { status, codes, data } = await call(CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: customer.token });
    expect(status).toBe(200);
    expect(codes).toEqual([ERROR_CODES.tokenRenewal]);
    expect(data?.customerAccessTokenRenew).toBeNull();
  });
});

describe('customerPasswordRecovery and customerPasswordChangeByRecovery', () => {
  /** The key the recovery mail carried (the mail is kept in the outbox in tests). */
  async function mailedKey(email: string): Promise<string> {
    let text = '';
    await eventually(async () => {
      const row = await testEnv.DB.prepare('SELECT text_body FROM dev_mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
        .bind(email)
        .first<{ text_body: string }>();
      text = row?.text_body ?? '';
      return text.includes('/login/redefinir?token=');
    });
    return decodeURIComponent(/\/login\/redefinir\?token=([^\s]+)/.exec(text)?.[1] ?? '');
  }

  it('mails a one-hour link for a known e-mail and keeps only the key’s hash', async () => {
    const customer = await registeredCustomer();
    const { data } = await call(CUSTOMER_PASSWORD_RECOVERY, { input: customer.email.toUpperCase() });
    expect(data?.customerPasswordRecovery).toEqual({ isSuccess: true });
    const key = await mailedKey(customer.email);
    expect(key).toMatch(/^[\w-]{43}$/);
    const row = await testEnv.DB.prepare('SELECT token_hash, reset_token, created_at, expires_at FROM password_recovery_outbox WHERE customer_id = ?')
      .bind(customer.customerId)
      .first<{ token_hash: string; reset_token: string | null; created_at: string; expires_at: string }>();
    expect(row?.reset_token).toBeNull();
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(key);
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(3_600_000);
  });

  it('answers isSuccess for an unknown e-mail too, and records nothing', async () => {
    const before = await testEnv.DB.prepare('SELECT count(*) AS n FROM password_recovery_outbox').first<{ n: number }>();
    const { data, errors } = await call(CUSTOMER_PASSWORD_RECOVERY, { input: 'ninguem@example.com' });
    expect(errors).toEqual([]);
    expect(data?.customerPasswordRecovery).toEqual({ isSuccess: true });
    const after = await testEnv.DB.prepare('SELECT count(*) AS n FROM password_recovery_outbox').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('sets the new password once, ends every session, and refuses the key again', async () => {
    const customer = await registeredCustomer();
    await call(CUSTOMER_PASSWORD_RECOVERY, { input: customer.email });
    const key = await mailedKey(customer.email);
    const input = { key, newPassword: 'novasenha2026', newPasswordConfirmation: 'novasenha2026' };
    const changed = await call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input });
    expect(changed.data?.customerPasswordChangeByRecovery).toEqual({ isSuccess: true });
    expect((await call(CUSTOMER, { customerAccessToken: customer.token })).codes).toEqual([ERROR_CODES.tokenInvalid]);
    expect((await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: PASSWORD })).codes).toEqual([ERROR_CODES.loginFailed]);
    expect(
      (await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: customer.email, password: 'novasenha2026' })).data?.customerAuthenticatedLogin?.token,
    ).toBeTruthy();
    expect((await call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input })).codes).toEqual([ERROR_CODES.recoveryKeyInvalid]);
  });

  it('keeps the registration rules, refuses an expired key, and two parallel uses pass once', async () => {
    const customer = await registeredCustomer();
    await call(CUSTOMER_PASSWORD_RECOVERY, { input: customer.email });
    const key = await mailedKey(customer.email);
    const weak = await call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input: { key, newPassword: 'curta', newPasswordConfirmation: 'curta' } });
    expect(weak.codes).toEqual([ERROR_CODES.passwordWeak]);
    const mismatch = await call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input: { key, newPassword: 'novasenha2026', newPasswordConfirmation: 'outra2026x' } });
    expect(mismatch.codes).toEqual([ERROR_CODES.passwordMismatch]);
    const input = { key, newPassword: 'novasenha2026', newPasswordConfirmation: 'novasenha2026' };
    const answers = await Promise.all([call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input }), call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input })]);
    expect(answers.filter((answer) => answer.data?.customerPasswordChangeByRecovery?.isSuccess)).toHaveLength(1);

    await call(CUSTOMER_PASSWORD_RECOVERY, { input: customer.email });
    const late = await mailedKey(customer.email);
    await testEnv.DB.prepare('UPDATE password_recovery_outbox SET expires_at = ? WHERE customer_id = ? AND used_at IS NULL')
      .bind(new Date(Date.now() - 1000).toISOString(), customer.customerId)
      .run();
    expect((await call(CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input: { ...input, key: late } })).codes).toEqual([ERROR_CODES.recoveryKeyInvalid]);
  });
});
