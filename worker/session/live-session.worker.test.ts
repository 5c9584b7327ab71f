import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES, HEADERS } from '../../src/core/constants.ts';
import { CHECKOUT_ADD_PRODUCT, CREATE_CHECKOUT, CUSTOMER, requestBody } from '../../src/contracts/graphql/index.ts';
import { callEdge, testBindings } from '../test/edge-harness.ts';
import { registeredShopper, shopperBrowser, type ShopperBrowser, verifiedShopper } from '../test/shopper-browser.ts';
import { lookupSession, registerSession, SESSION_LIFETIME } from './session-registry.ts';

/**
 * A session ends for real (docs/security.md): logout revokes it on the server, a copied cookie
 * stops working, renewals keep the session's start so none passes 30 days, a token near its
 * expiry is renewed before it lapses (spec §4), and a session the commerce service no longer
 * takes never blocks the cart.
 */
const DAY = 24 * 60 * 60 * 1000;
const db = (env as unknown as { DB: D1Database }).DB;

async function loggedIn(): Promise<ShopperBrowser & { email: string }> {
  const shopper = await registeredShopper();
  return { ...shopper, email: shopper.input.email };
}

/** A logged-in shopper whose age is confirmed, so the checkout hand-off lets them leave. */
async function readyToPay(): Promise<ShopperBrowser & { email: string }> {
  const shopper = await verifiedShopper();
  return { ...shopper, email: shopper.input.email };
}

async function session(browser: ShopperBrowser) {
  const response = await browser.send('/auth/session');
  return { ended: response.headers.get(HEADERS.sessionEnded), body: (await response.json()) as { authenticated: boolean } };
}

describe('logout', () => {
  it('revokes the session on the server: a copied cookie stops working', async () => {
    const shopper = await loggedIn();
    const copied = shopperBrowser(Object.fromEntries(shopper.jar.cookies));
    expect((await session(copied)).body.authenticated).toBe(true);

    await shopper.send('/auth/logout', { method: 'POST', json: {} });
    expect(shopper.jar.get(COOKIES.session.name)).toBeUndefined();

    const after = await session(copied);
    expect(after.body.authenticated).toBe(false);
    expect(after.ended).toBe('1');
    expect(copied.jar.get(COOKIES.session.name)).toBeUndefined();
    // and the proxy sends no customer token for it
    const customer = (await (await copied.send('/graphql', { json: requestBody(CUSTOMER, { customerAccessToken: '' }) })).json()) as {
      data?: { customer?: unknown };
    };
    expect(customer.data?.customer ?? null).toBeNull();
  });
});

/** The SHA-256 a token is stored under by the embedded commerce service. */
async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The edge with a hosted checkout site: the hand-off sends the browser away with its legacy token. */
const hostedCheckout = { env: { ...testBindings, CHECKOUT_URL: 'https://checkout.example.com' } as Env };

/** The browser leaves for the hosted checkout (its cart id set), and its session cookies are gone when it comes back. */
async function leaveForCheckout(shopper: ShopperBrowser): Promise<void> {
  shopper.jar.cookies.set(COOKIES.cartId.name, '0f8d2a64-1111-4222-8333-944445555666');
  const away = await callEdge('/auth/checkout', { headers: { cookie: shopper.jar.header(), 'CF-Connecting-IP': shopper.ip } }, hostedCheckout);
  expect(away.headers.get('location')).toMatch(/^https:\/\/checkout\.example\.com\//);
  shopper.jar.take(away);
  shopper.jar.cookies.delete(COOKIES.session.name);
  shopper.jar.cookies.delete(COOKIES.legacySession.name);
}

describe('logout ends the token everywhere', () => {
  it('expires it at the embedded commerce service, not only at the edge', async () => {
    const shopper = await loggedIn();
    const token = shopper.jar.get(COOKIES.session.name) ?? '';
    await (await shopper.send('/auth/logout', { method: 'POST', json: {} })).body?.cancel();
    const row = await db
      .prepare('SELECT expires_at FROM customer_access_tokens WHERE token_hash = ?')
      .bind(await tokenHash(token))
      .first<{ expires_at: string }>();
    expect(Date.parse(row?.expires_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('a logged-out token sent back by hand as fbits-login is no session', async () => {
    const shopper = await loggedIn();
    const token = shopper.jar.get(COOKIES.session.name) ?? '';
    await (await shopper.send('/auth/logout', { method: 'POST', json: {} })).body?.cancel();
    const replay = shopperBrowser({ [COOKIES.fbitsLogin.name]: token });
    expect((await session(replay)).body.authenticated).toBe(false);
    expect(replay.jar.get(COOKIES.session.name)).toBeUndefined();
  });

  it('a logged-out token coming back through a real hand-off is refused too', async () => {
    const victim = await loggedIn();
    const revoked = victim.jar.get(COOKIES.session.name) ?? '';
    await (await victim.send('/auth/logout', { method: 'POST', json: {} })).body?.cancel();
    const attacker = await readyToPay();
    await leaveForCheckout(attacker);
    await (await attacker.send(`/momentos?token=${revoked}`)).body?.cancel();
    expect(attacker.jar.get(COOKIES.fbitsLogin.name)).toBeUndefined();
    expect((await session(attacker)).body.authenticated).toBe(false);
  });
});

describe('a token coming back from the checkout site (spec §3 fbits-login)', () => {
  it('is no session when set by hand, however valid at the service', async () => {
    const shopper = await loggedIn();
    const handMade = shopperBrowser({ [COOKIES.fbitsLogin.name]: shopper.jar.get(COOKIES.session.name) ?? '', [COOKIES.checkoutHandoff.name]: '1' });
    expect((await session(handMade)).body.authenticated).toBe(false);
  });

  it("becomes the session after this browser's hand-off, keeping the start of the session that left", async () => {
    const shopper = await readyToPay();
    const token = shopper.jar.get(COOKIES.session.name) ?? '';
    const startedAt = new Date(Date.now() - 29 * DAY).toISOString();
    await registerSession(testBindings.SESSIONS_KV, token, { startedAt, validUntil: new Date(Date.now() + 6 * DAY).toISOString() });
    await leaveForCheckout(shopper);
    await (await shopper.send(`/momentos?token=${token}`)).body?.cancel();
    expect((await session(shopper)).body.authenticated).toBe(true);
    expect((await lookupSession(testBindings.SESSIONS_KV, shopper.jar.get(COOKIES.session.name) ?? ''))?.startedAt).toBe(startedAt);
    // the hand-off vouches once: the same token sent back again is no session
    const again = shopperBrowser({ [COOKIES.fbitsLogin.name]: token });
    expect((await session(again)).body.authenticated).toBe(false);
  });
});

describe('an absolute lifetime of 30 days', () => {
  it('ends a session that began more than 30 days ago, however recently renewed', async () => {
    const shopper = await loggedIn();
    const token = shopper.jar.get(COOKIES.session.name) ?? '';
    const startedAt = new Date(Date.now() - SESSION_LIFETIME.absoluteMs - 1000).toISOString();
    await registerSession(testBindings.SESSIONS_KV, token, { startedAt, validUntil: new Date(Date.now() + 6 * DAY).toISOString() });
    const answer = await session(shopper);
    expect(answer.body.authenticated).toBe(false);
    expect(answer.ended).toBe('1');
  });

  it('keeps the session start across renewals', async () => {
    const shopper = await loggedIn();
    const token = shopper.jar.get(COOKIES.session.name) ?? '';
    const startedAt = new Date(Date.now() - 29 * DAY).toISOString();
    // the token has a day left: the next request renews it
    await registerSession(testBindings.SESSIONS_KV, token, { startedAt, validUntil: new Date(Date.now() + DAY).toISOString() });
    expect((await session(shopper)).body.authenticated).toBe(true);
    const renewed = shopper.jar.get(COOKIES.session.name) ?? '';
    expect(renewed).not.toBe(token);
    expect((await lookupSession(testBindings.SESSIONS_KV, renewed))?.startedAt).toBe(startedAt);
  });
});

describe('renewal before expiry (spec §4)', () => {
  it("renews a token in the last part of its life on the page's session call, never in the page itself", async () => {
    const shopper = await loggedIn();
    const token = shopper.jar.get(COOKIES.session.name) ?? '';
    const record = await lookupSession(testBindings.SESSIONS_KV, token);
    await registerSession(testBindings.SESSIONS_KV, token, { startedAt: record?.startedAt ?? '', validUntil: new Date(Date.now() + DAY).toISOString() });
    // a page's first byte never waits for the commerce service: it renews nothing
    const page = await shopper.send('/momentos');
    await page.body?.cancel();
    expect(shopper.jar.get(COOKIES.session.name)).toBe(token);
    // the header island's GET /auth/session does, so an active shopper stays logged in
    expect((await session(shopper)).body.authenticated).toBe(true);
    const renewed = shopper.jar.get(COOKIES.session.name) ?? '';
    expect(renewed).not.toBe(token);
    expect((await session(shopper)).body.authenticated).toBe(true);
  });

  it('leaves a token with time to spare alone', async () => {
    const shopper = await loggedIn();
    const token = shopper.jar.get(COOKIES.session.name);
    await (await shopper.send('/momentos')).body?.cancel();
    expect(shopper.jar.get(COOKIES.session.name)).toBe(token);
  });
});

describe('a session the commerce service no longer takes', () => {
  it('does not block the cart: the call goes through as anonymous and the shopper is told once', async () => {
    const shopper = await loggedIn();
    const wine = await db.prepare('SELECT variant_id FROM wines WHERE active = 1 AND stock > 5 LIMIT 1').first<{ variant_id: number }>();
    const item = { productVariantId: wine?.variant_id ?? 0, quantity: 1 };
    const created = (await (await shopper.send('/graphql', { json: requestBody(CREATE_CHECKOUT, { products: [item] }) })).json()) as {
      data: { createCheckout: { checkoutId: string } };
    };
    const checkoutId = created.data.createCheckout.checkoutId;
    // the service revoked every token of this customer (another device changed the password, say)
    await db
      .prepare('UPDATE customer_access_tokens SET expires_at = ? WHERE customer_id = (SELECT id FROM customers WHERE email = ?)')
      .bind(new Date(Date.now() - 1000).toISOString(), shopper.email)
      .run();
    const response = await shopper.send('/graphql', {
      json: requestBody(CHECKOUT_ADD_PRODUCT, { input: { id: checkoutId, products: [item] }, customerAccessToken: null }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(HEADERS.sessionEnded)).toBe('1');
    const body = (await response.json()) as { data?: { checkoutAddProduct?: { products?: Array<{ quantity: number }> } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.checkoutAddProduct?.products?.[0]?.quantity).toBe(2);
    expect(shopper.jar.get(COOKIES.session.name)).toBeUndefined();
    // told once: the next call carries no mark
    const again = await shopper.send('/graphql', { json: requestBody(CREATE_CHECKOUT, { products: [] }) });
    expect(again.headers.get(HEADERS.sessionEnded)).toBeNull();
  });
});

describe('personal pages', () => {
  it("a signed-in shopper's own page is private and never stored; a catalogue page, theirs or anyone's, is not marked", async () => {
    const shopper = await loggedIn();
    const personal = await shopper.send('/favorite');
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    await personal.body?.cancel();
    for (const browser of [shopper, shopperBrowser()]) {
      const shared = await browser.send('/politica/entrega');
      expect(shared.headers.get('cache-control') ?? '').not.toMatch(/private/);
      await shared.body?.cancel();
    }
  });

  it('the mark follows the session: written by a login, cleared by a logout and by a session call that finds none', async () => {
    const shopper = await loggedIn();
    expect(shopper.jar.get(COOKIES.signedIn.name)).toBe('1');
    await (await shopper.send('/auth/logout', { json: {} })).body?.cancel();
    expect(shopper.jar.get(COOKIES.signedIn.name)).toBeUndefined();
    const leftover = shopperBrowser({ [COOKIES.signedIn.name]: '1' });
    expect((await session(leftover)).body.authenticated).toBe(false);
    expect(leftover.jar.get(COOKIES.signedIn.name)).toBeUndefined();
  });
});
