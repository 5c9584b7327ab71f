import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminFieldErrorSchema, adminLoginResponseSchema } from '../../../src/contracts/admin/api.ts';
import { apiErrorSchema } from '../../../src/contracts/api-error.ts';
import { DEV_OWNER, devOwnerStatement } from '../../seed/dev-owner.ts';
import { adminSend, adminKey } from '../../test/admin.ts';
import { testEnv } from '../../test/test-env.ts';
import { hashPassword } from '../commerce/passwords.ts';

/**
 * `POST /admin-api/login`: the owner's e-mail and password against admin_users, with the shop's
 * password hashing. An unknown e-mail and a wrong password get the same answer.
 */
const login = (body: unknown) => adminSend('/login', body, { method: 'POST', headers: adminKey() });

async function refusal(response: Response | Promise<Response>) {
  const answered = await response;
  expect(answered.status).toBe(401);
  expect(answered.headers.get('cache-control')).toBe('no-store');
  return apiErrorSchema.parse(await answered.json());
}

describe('POST /admin-api/login', () => {
  it('lets the owner in with the right password (the e-mail in any case)', async () => {
    await testEnv.DB.prepare('INSERT INTO admin_users (email, password_hash, created_at) VALUES (?, ?, ?)')
      .bind('gerente@adega.test', await hashPassword('vinho tinto 2026'), new Date().toISOString())
      .run();
    for (const email of ['gerente@adega.test', ' Gerente@Adega.Test ']) {
      const response = await login({ email, password: 'vinho tinto 2026' });
      expect(response.status).toBe(200);
      expect(adminLoginResponseSchema.parse(await response.json())).toEqual({ email: 'gerente@adega.test' });
    }
  });

  it('answers a wrong password and an unknown e-mail alike: 401 "E-mail ou senha inválidos."', async () => {
    await testEnv.DB.prepare('INSERT INTO admin_users (email, password_hash, created_at) VALUES (?, ?, ?)')
      .bind('caixa@adega.test', await hashPassword('senha-certa-1'), new Date().toISOString())
      .run();
    const wrong = await refusal(login({ email: 'caixa@adega.test', password: 'senha-errada-1' }));
    const unknown = await refusal(login({ email: 'ninguem@adega.test', password: 'senha-certa-1' }));
    expect(wrong).toEqual({ error: 'invalid_credentials', message: 'E-mail ou senha inválidos.' });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a malformed login field by field', async () => {
    const response = await login({ email: 'não é e-mail', password: '' });
    expect(response.status).toBe(400);
    expect(adminFieldErrorSchema.parse(await response.json()).fields).toEqual({ email: ADMIN_MESSAGES.email, password: ADMIN_MESSAGES.password });
  });

  it('knows the development owner once db:setup created it, and never overwrites its password', async () => {
    await refusal(login({ email: DEV_OWNER.email, password: DEV_OWNER.password }));
    await testEnv.DB.prepare(await devOwnerStatement()).run();
    expect((await login({ email: DEV_OWNER.email, password: DEV_OWNER.password })).status).toBe(200);
    await testEnv.DB.prepare('UPDATE admin_users SET password_hash = ? WHERE email = ?')
      .bind(await hashPassword('trocada-pelo-dono'), DEV_OWNER.email)
      .run();
    await testEnv.DB.prepare(await devOwnerStatement()).run();
    await refusal(login({ email: DEV_OWNER.email, password: DEV_OWNER.password }));
    expect((await login({ email: DEV_OWNER.email, password: 'trocada-pelo-dono' })).status).toBe(200);
  });
});
