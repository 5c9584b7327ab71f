import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COUPON_MESSAGES } from '../../src/contracts/admin/coupons.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';

/** "Cupons" in the back office: a new coupon stored as the commerce service reads it, refusals beside their fields, deactivation. */
beforeAll(createDevOwner);

const storedCoupon = (code: string) =>
  testEnv.DB.prepare('SELECT code, kind, value, minimum_subtotal, first_purchase_only, active, expires_at, usage_limit FROM coupons WHERE code = ?')
    .bind(code)
    .first();

const newCode = () => `NATAL${Date.now().toString(36).toUpperCase()}`;

describe('coupons in the back office', () => {
  it('creates a coupon as the shop will apply it, and lists it', async () => {
    const owner = await signedInOwner();
    const code = newCode();
    const saved = await postForm(owner, '/admin/cupons/novo', {
      code: code.toLowerCase(),
      kind: 'percentage',
      value: '12,5',
      minimum_subtotal: '150,00',
      expires_at: '2030-12-31',
      first_purchase_only: 'sim',
      usage_limit: '100',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/cupons?salvo=novo');
    expect(await storedCoupon(code)).toEqual({
      code,
      kind: 'percentage',
      value: 12.5,
      minimum_subtotal: 150,
      first_purchase_only: 1,
      active: 1,
      // the end of that day in São Paulo
      expires_at: '2031-01-01T02:59:59.999Z',
      usage_limit: 100,
    });
    const list = await (await owner.send('/admin/cupons?salvo=novo')).text();
    expect(list).toContain('Cupom criado.');
    expect(list).toContain(code);
    expect(list).toContain('12,5%');
    // the history reads the value with its kind, as the list does
    const history = await (await owner.send('/admin/historico')).text();
    expect(history).toContain('Valor: — → 12,5%');
  });

  it('refuses what the shop could not apply, beside each field, creating nothing', async () => {
    const owner = await signedInOwner();
    const code = newCode();
    const refused = await postForm(owner, '/admin/cupons/novo', {
      code,
      kind: 'percentage',
      value: '10',
      minimum_subtotal: 'cem',
      expires_at: '2030-02-30',
      usage_limit: '0',
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    for (const message of [ADMIN_COUPON_MESSAGES.minimumSubtotal, ADMIN_COUPON_MESSAGES.expiresAt, ADMIN_COUPON_MESSAGES.usageLimit])
      expect(html).toContain(message);
    const tooMuch = await postForm(owner, '/admin/cupons/novo', {
      code,
      kind: 'percentage',
      value: '120',
      minimum_subtotal: '',
      expires_at: '',
      usage_limit: '',
    });
    expect(await tooMuch.text()).toContain(ADMIN_COUPON_MESSAGES.valuePercentMax);
    const expired = await postForm(owner, '/admin/cupons/novo', {
      code,
      kind: 'fixed',
      value: '10',
      minimum_subtotal: '',
      expires_at: '2025-06-01',
      usage_limit: '',
    });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(ADMIN_COUPON_MESSAGES.expiresAtPast);
    expect(await storedCoupon(code)).toBeNull();
  });

  it('deactivates a coupon and reactivates it', async () => {
    const owner = await signedInOwner();
    const code = newCode();
    await postForm(owner, '/admin/cupons/novo', { code, kind: 'fixed', value: '20', minimum_subtotal: '', expires_at: '', usage_limit: '' });
    expect(await (await owner.send('/admin/historico')).text()).toContain('Valor: — → R$ 20,00');
    const off = await postForm(owner, `/admin/cupons/${code}/ativo`, { active: 'não' });
    expect(off.headers.get('location')).toBe('/admin/cupons?salvo=desativado');
    expect(await storedCoupon(code)).toMatchObject({ active: 0 });
    await postForm(owner, `/admin/cupons/${code}/ativo`, { active: 'sim' });
    expect(await storedCoupon(code)).toMatchObject({ active: 1 });
  });
});
