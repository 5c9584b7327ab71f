import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { newShopper, PASSWORD, shopperIp } from '../test/customers.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN } from '../test/edge-harness.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * /login/redefinir?token=… → the key moves into an httpOnly cookie and out of the URL; POST
 * /auth/password-reset spends it once, sets the password, ends every session, logs the shopper in.
 */
const db = (env as unknown as { DB: D1Database }).DB;

async function mailedUrl(email: string): Promise<URL> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const row = await db
      .prepare('SELECT text_body FROM dev_mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
      .bind(email)
      .first<{ text_body: string }>();
    const link = /https:\/\/\S+\/login\/redefinir\?token=\S+/.exec(row?.text_body ?? '')?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no recovery mail');
}

async function mailedLink(email: string): Promise<string> {
  const url = await mailedUrl(email);
  return url.pathname + url.search;
}

describe('password reset at the edge', () => {
  it("links to the shop's configured origin, whatever Host the request named", async () => {
    const input = newShopper();
    expect((await shopperBrowser().send('/auth/register', { json: { input } })).status).toBe(200);
    const answer = await SELF.fetch('https://evil.example/auth/password-recovery', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-Host': 'evil.example', 'CF-Connecting-IP': shopperIp() },
      body: JSON.stringify({ email: input.email }),
    });
    await answer.body?.cancel();
    expect((await mailedUrl(input.email)).origin).toBe(ORIGIN);
  });

  it('takes the key out of the URL, sets the password once, ends the old sessions and logs the shopper in', async () => {
    const owner = shopperBrowser();
    const input = newShopper();
    expect((await owner.send('/auth/register', { json: { input } })).status).toBe(200);
    const oldDevice = shopperBrowser(Object.fromEntries(owner.jar.cookies));

    const browser = shopperBrowser();
    await (await browser.send('/auth/password-recovery', { json: { email: input.email } })).body?.cancel();
    const link = await mailedLink(input.email);

    const opened = await browser.send(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/login/redefinir');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(browser.jar.get(COOKIES.passwordReset.name)).toBeTruthy();
    const page = await (await browser.send('/login/redefinir')).text();
    expect(page).toContain('data-island="PasswordResetForm"');

    const reset = await browser.send('/auth/password-reset', {
      // the new password only: the link names the account
      json: { password: 'novasenha2026', passwordConfirmation: 'novasenha2026' },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ status: 'authenticated', firstName: 'Maria', redirectTo: '/momentos' });
    expect(browser.jar.get(COOKIES.passwordReset.name)).toBeUndefined();
    expect(await (await browser.send('/auth/session')).json()).toMatchObject({ authenticated: true });
    // the session of the other device ended with the old password
    expect(await (await oldDevice.send('/auth/session')).json()).toMatchObject({ authenticated: false });
    expect((await shopperBrowser().send('/auth/login', { json: { email: input.email, password: PASSWORD } })).status).toBe(401);

    // once: the same link opened again says at once that it no longer works, with no form to fill
    const again = shopperBrowser();
    const reopened = await again.send(link);
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe('/login/redefinir?link=usado');
    expect(again.jar.get(COOKIES.passwordReset.name)).toBeUndefined();
    const told = await (await again.send('/login/redefinir?link=usado')).text();
    expect(told).toContain('Este link de redefinição não vale mais. Peça um novo.');
    expect(told).not.toContain('data-island="PasswordResetForm"');
    const refused = await again.send('/auth/password-reset', {
      json: { password: 'outrasenha2026', passwordConfirmation: 'outrasenha2026' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'Este link de redefinição não vale mais. Peça um novo.' });
    expect(await (await shopperBrowser().send('/login/redefinir')).text()).toContain('Abra o link do e-mail de recuperação');
  });

  it('refuses a new password that breaks the registration rules, keeping the link', async () => {
    const owner = shopperBrowser();
    const input = newShopper();
    await (await owner.send('/auth/register', { json: { input } })).body?.cancel();
    const browser = shopperBrowser();
    await (await browser.send('/auth/password-recovery', { json: { email: input.email } })).body?.cancel();
    await (await browser.send(await mailedLink(input.email))).body?.cancel();
    const weak = await browser.send('/auth/password-reset', { json: { password: 'semnumero', passwordConfirmation: 'semnumero' } });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ errors: [expect.objectContaining({ code: 'CUS103' })] });
    expect(browser.jar.get(COOKIES.passwordReset.name)).toBeTruthy();
  });

  it('trusts a link the shop’s own backend does not know when a hosted service issued it, and keeps a newer key on an old link', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/recovery/account', { status: 404, body: '{"error":"not_found","message":"x"}' });
    // the shop's own REST backend (the fake here), a hosted commerce service: its keys are not the backend's to judge
    const mixed = envWithFakeUpstream({ STOREFRONT_GRAPHQL_URL: 'https://graphql.hospedado.test/graphql' } as Partial<Env>);
    const opened = await callEdge('/login/redefinir?token=chave-hospedada-123456', {}, { env: mixed });
    expect(opened.headers.get('location')).toBe('/login/redefinir');
    expect(opened.headers.get('set-cookie')).toContain(`${COOKIES.passwordReset.name}=chave-hospedada-123456`);
    // all the shop's own: a spent link opened after a newer one leaves the newer key in place
    const old = await callEdge('/login/redefinir?token=chave-usada-1234567', { headers: { cookie: `${COOKIES.passwordReset.name}=chave-nova-12345678` } });
    expect(old.headers.get('location')).toBe('/login/redefinir?link=usado');
    expect(old.headers.get('set-cookie') ?? '').not.toContain(COOKIES.passwordReset.name);
    await fakeUpstream.reset();
  });

  it('sets the password and sends the shopper to log in by hand where the service cannot name the account', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/recovery/account', { status: 404, body: '{"error":"not_found","message":"x"}' });
    await fakeUpstream.behave('/graphql', { body: JSON.stringify({ data: { customerPasswordChangeByRecovery: { isSuccess: true } } }) });
    const reset = await callEdge('/auth/password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${COOKIES.passwordReset.name}=chave-do-link-123456` },
      body: JSON.stringify({ password: 'novasenha2026', passwordConfirmation: 'novasenha2026' }),
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: 'reset', redirectTo: '/login' });
    expect((await fakeUpstream.calls('/graphql')).map((call) => /CustomerAuthenticatedLogin/.test(call.body))).toEqual([false]);
    await fakeUpstream.reset();
  });
});
