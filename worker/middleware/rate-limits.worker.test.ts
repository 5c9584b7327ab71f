import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_ADD_COUPON, requestBody } from '../../src/contracts/graphql/index.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { shopperIp } from '../test/customers.ts';
import { ORIGIN } from '../test/edge-harness.ts';
import { startInFreshWindow } from '../test/rate-limit-window.ts';

/**
 * The per-IP limits at the edge (wrangler.toml `[[ratelimits]]`, simulated by Miniflare) hold
 * under concurrency: of N parallel requests from one IP, no more than the limit reach the
 * upstream; the rest are 429 with spec §8's text and Retry-After 60; another IP is untouched.
 */
function post(path: string, ip: string, body: unknown, contentType = 'application/json'): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'CF-Connecting-IP': ip, 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
}

async function statuses(responses: Response[]): Promise<number[]> {
  return Promise.all(
    responses.map(async (response) => {
      await response.body?.cancel();
      return response.status;
    }),
  );
}

async function expectRefusal(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('60');
  expect(await response.json()).toEqual({ error: 'too_many_requests', message: MESSAGES.tooManyRequests });
}

describe('per-IP limits at the edge', () => {
  beforeEach(startInFreshWindow);

  it("lets 30 of 100 parallel logins from one IP reach the commerce service (room for a carrier's shared address), refuses the rest with 429", async () => {
    const ip = shopperIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => post('/auth/login', ip, { email: `ninguem.${index}@example.com.br`, password: 'errada123' })),
    );
    const seen = await statuses(answers.slice(0));
    expect(seen.filter((status) => status === 401)).toHaveLength(30); // really checked: wrong credentials
    expect(seen.filter((status) => status === 429)).toHaveLength(70);
    await expectRefusal(await post('/auth/login', ip, { email: 'mais.um@example.com.br', password: 'errada123' }));
    // another shopper is not affected
    expect((await post('/auth/login', shopperIp(), { email: 'outra@example.com.br', password: 'errada123' })).status).toBe(401);
  });

  it('counts registrations and recoveries with logins, and sends a form posted without JavaScript back to its page', async () => {
    const ip = shopperIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post('/auth/password-recovery', ip, { email: `alguem.${attempt}@example.com.br` });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    await expectRefusal(await post('/auth/register', ip, { input: {} }));
    const form = await post('/auth/login', ip, 'email=a%40b.com.br&password=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/login#erro-limite');
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${(Date.now() % 0xffff).toString(16)}`;
    const answers = await statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          post('/auth/login', `${network}::${(index + 1).toString(16)}`, { email: `v6.${index}@example.com.br`, password: 'errada123' }),
        ),
      ),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(30);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);
  });

  it('limits newsletter sign-ups to 5 a minute per IP', async () => {
    const ip = shopperIp();
    const answers = await statuses(
      await Promise.all(Array.from({ length: 20 }, (_, index) => post('/api/newsLetter', ip, { name: 'Ana', email: `ana.limite.${index}@example.com.br` }))),
    );
    expect(answers.filter((status) => status < 300)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
  });

  it('limits coupon attempts to 10 a minute per IP', async () => {
    const ip = shopperIp();
    const attempt = (index: number) =>
      post(
        '/graphql',
        ip,
        requestBody(CHECKOUT_ADD_COUPON, { checkoutId: '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c', coupon: `CHUTE${index}`, customerAccessToken: null }),
      );
    const answers = await statuses(await Promise.all(Array.from({ length: 30 }, (_, index) => attempt(index))));
    expect(answers.filter((status) => status === 200)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);
  });

  it('limits searches to 60 a minute per IP', async () => {
    const ip = shopperIp();
    const answers = await statuses(await Promise.all(Array.from({ length: 80 }, () => post('/search_similar_asv', ip, { search_term: 'malbec' }))));
    expect(answers.filter((status) => status === 200)).toHaveLength(60);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);
  });
});
