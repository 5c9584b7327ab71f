import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_MESSAGES, adminFieldErrorSchema } from '../../../src/contracts/admin/api.ts';
import { ADMIN_COUPON_MESSAGES as M, adminCouponListSchema, adminCouponSchema } from '../../../src/contracts/admin/coupons.ts';
import { CHECKOUT, CHECKOUT_ADD_COUPON, ERROR_CODES } from '../../../src/contracts/graphql/index.ts';
import { ACTOR, adminGet, adminKey, adminSend, auditRows, refusedFields } from '../../test/admin.ts';
import { cartWorth } from '../../test/commerce/checkouts.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { CHECKOUT_CUSTOMER_ASSOCIATE, CREATE_CHECKOUT } from '../../../src/contracts/graphql/index.ts';
import { getPage, payByPix, payForm, readyCart, selectDelivery, simulatePayment, simulationLinkOf } from '../../test/commerce/stand-in.ts';
import { expectClientError } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The owner's coupons through the admin API: refused field by field (pt-BR, nothing written),
 * created and edited with their audit row in one batch, and honoured by the shop's own coupon
 * path (checkoutAddCoupon, the cart's totals, payment), the usage limit included.
 */
const create = (body: unknown, headers?: Record<string, string>) => adminSend('/coupons', body, { method: 'POST', ...(headers ? { headers } : {}) });

const couponCount = async () => (await testEnv.DB.prepare('SELECT count(*) AS n FROM coupons').first<{ n: number }>())?.n ?? 0;

const parsedAudit = async () =>
  (await auditRows()).map((row) => ({
    ...row,
    before_json: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after_json: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  }));

let sequence = 0;
/** A code no other test uses (the database lives as long as the file). */
const freshCode = (prefix: string) => `${prefix}${++sequence}${Date.now() % 100_000}`;

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

describe('GET /admin-api/coupons', () => {
  it('lists every coupon by code, inactive and expired ones too, with its uses', async () => {
    const response = await adminGet('/coupons');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { coupons } = adminCouponListSchema.parse(await response.json());
    const codes = coupons.map((coupon) => coupon.code);
    expect(codes).toEqual([...codes].sort());
    expect(coupons.find((coupon) => coupon.code === 'NATAL15')).toMatchObject({ active: false, kind: 'fixed', value: 15, minimum_subtotal: 150 });
    expect(coupons.find((coupon) => coupon.code === 'PRIMEIRACOMPRA')).toMatchObject({
      first_purchase_only: true,
      usage_limit: null,
      times_used: expect.any(Number),
    });
    expect(coupons.find((coupon) => coupon.code === 'BEMVINDO2023')?.expires_at).toBe('2024-01-01T02:59:59.000Z');
  });
});

describe('POST /admin-api/coupons', () => {
  it('refuses each wrong field with its pt-BR message, writing nothing', async () => {
    const before = await couponCount();
    const valid = { code: 'OUTONO10', kind: 'percentage', value: 10 };
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ...valid, code: 'AB' }, { code: M.code }],
      [{ ...valid, code: 'X'.repeat(31) }, { code: M.code }],
      [{ ...valid, code: 'VERÃO10' }, { code: M.code }],
      [{ ...valid, code: 'OUTONO 10' }, { code: M.code }],
      [{ ...valid, code: 12345 }, { code: M.code }],
      [{ ...valid, kind: 'percent' }, { kind: M.kind }],
      [{ ...valid, value: 0 }, { value: M.value }],
      [{ ...valid, value: -5 }, { value: M.value }],
      [{ ...valid, value: '10' }, { value: M.value }],
      [{ ...valid, value: 10.005 }, { value: M.valueDecimals }],
      [{ ...valid, value: 100.5 }, { value: M.valuePercentMax }],
      [{ ...valid, kind: 'fixed', value: 100_000.01 }, { value: M.valueMax }],
      [{ ...valid, minimum_subtotal: -1 }, { minimum_subtotal: M.minimumSubtotal }],
      [{ ...valid, minimum_subtotal: 99.999 }, { minimum_subtotal: M.minimumSubtotalDecimals }],
      [{ ...valid, expires_at: '31/12/2026' }, { expires_at: M.expiresAt }],
      [{ ...valid, expires_at: '2026-02-30' }, { expires_at: M.expiresAt }],
      [{ ...valid, expires_at: '2026-12-31T24:00' }, { expires_at: M.expiresAt }],
      [{ ...valid, first_purchase_only: 'sim' }, { first_purchase_only: M.firstPurchaseOnly }],
      [{ ...valid, usage_limit: 0 }, { usage_limit: M.usageLimit }],
      [{ ...valid, usage_limit: 2.5 }, { usage_limit: M.usageLimit }],
      [{ ...valid, description: 'x'.repeat(201) }, { description: M.description }],
      [{ ...valid, active: false }, { active: M.unknownField }],
      [{ kind: 'fixed' }, { code: M.code, value: M.value }],
      [
        { code: 'a', kind: 'x', value: 0, usage_limit: -1 },
        { code: M.code, kind: M.kind, value: M.value, usage_limit: M.usageLimit },
      ],
    ];
    for (const [body, fields] of cases) expect(await refusedFields(create(body)), JSON.stringify(body)).toEqual(fields);
    const notAnObject = adminFieldErrorSchema.parse(await (await create([valid])).json());
    expect(notAnObject).toEqual({ error: 'invalid_body', message: M.notAnObject, fields: {} });
    expect(await couponCount()).toBe(before);
    expect(await auditRows()).toEqual([]);
  });

  it('requires the actor in X-Admin-Actor', async () => {
    for (const actor of [undefined, '', 'dona']) {
      const headers = { ...adminKey(), ...(actor === undefined ? {} : { [ADMIN_ACTOR_HEADER]: actor }) };
      const error = await expectClientError(create({ code: 'SEMDONO10', kind: 'fixed', value: 10 }, headers), 400);
      expect(error).toEqual({ error: 'invalid_header', message: ADMIN_MESSAGES.actor });
    }
    expect((await adminCouponListSchema.parse(await (await adminGet('/coupons')).json())).coupons.some((c) => c.code === 'SEMDONO10')).toBe(false);
  });

  it('creates the coupon (code upper-cased, a date valid to the end of that day in São Paulo) with its audit row', async () => {
    const response = await create({
      code: ' primavera15 ',
      kind: 'percentage',
      value: 15,
      minimum_subtotal: 80,
      expires_at: '2099-12-31',
      usage_limit: 50,
      description: ' Primavera na adega ',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const coupon = adminCouponSchema.parse(await response.json());
    expect(coupon).toEqual({
      code: 'PRIMAVERA15',
      kind: 'percentage',
      value: 15,
      minimum_subtotal: 80,
      first_purchase_only: false,
      active: true,
      public: true,
      starts_at: null,
      // 31/12/2099 23:59:59.999 at UTC−03:00
      expires_at: '2100-01-01T02:59:59.999Z',
      usage_limit: 50,
      times_used: 0,
      description: 'Primavera na adega',
    });
    expect(await parsedAudit()).toEqual([
      {
        actor: ACTOR,
        action: 'create',
        entity: 'coupon',
        entity_id: 'PRIMAVERA15',
        before_json: null,
        after_json: {
          code: 'PRIMAVERA15',
          kind: 'percentage',
          value: 15,
          minimum_subtotal: 80,
          expires_at: '2100-01-01T02:59:59.999Z',
          first_purchase_only: false,
          usage_limit: 50,
          description: 'Primavera na adega',
          active: true,
        },
      },
    ]);
    const listed = adminCouponListSchema.parse(await (await adminGet('/coupons')).json());
    expect(listed.coupons.find((item) => item.code === 'PRIMAVERA15')).toEqual(coupon);
  });

  it('reads a date-time without an offset as São Paulo time, and keeps one with its offset as that instant', async () => {
    const local = adminCouponSchema.parse(await (await create({ code: freshCode('HORA'), kind: 'fixed', value: 5, expires_at: '2099-06-30T18:30' })).json());
    expect(local.expires_at).toBe('2099-06-30T21:30:00.000Z');
    const utc = adminCouponSchema.parse(await (await create({ code: freshCode('UTC'), kind: 'fixed', value: 5, expires_at: '2099-06-30T18:30:00Z' })).json());
    expect(utc.expires_at).toBe('2099-06-30T18:30:00.000Z');
  });

  it('refuses a code already taken, whatever its case, on the code field, writing nothing', async () => {
    const first = await create({ code: 'DUPLO20', kind: 'fixed', value: 20 });
    expect(first.status).toBe(201);
    for (const code of ['DUPLO20', 'duplo20', 'vivalavida10']) {
      expect(await refusedFields(create({ code, kind: 'percentage', value: 5 }))).toEqual({ code: M.codeTaken });
    }
    const { coupons } = adminCouponListSchema.parse(await (await adminGet('/coupons')).json());
    expect(coupons.find((coupon) => coupon.code === 'DUPLO20')).toMatchObject({ kind: 'fixed', value: 20 });
    expect(coupons.find((coupon) => coupon.code === 'VIVALAVIDA10')).toMatchObject({ kind: 'percentage', value: 10 });
    expect((await auditRows()).map((row) => row.entity_id)).toEqual(['DUPLO20']);
  });

  it('makes a coupon the shop applies at once, with its minimum', async () => {
    const code = freshCode('LOJA');
    expect((await create({ code: code.toLowerCase(), kind: 'fixed', value: 12.5, minimum_subtotal: 60 })).status).toBe(201);
    const { checkout } = await cartWorth(70);
    const { data, errors } = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: code.toLowerCase() });
    expect(errors).toEqual([]);
    expect(data?.checkoutAddCoupon).toMatchObject({ coupon: code, subtotal: 70, couponDiscount: 12.5, total: 57.5 });
    const low = await cartWorth(59.99);
    const refused = await call(CHECKOUT_ADD_COUPON, { checkoutId: low.checkout.checkoutId, coupon: code });
    expect(refused.codes).toEqual([ERROR_CODES.couponNotApplicable]);
    expect(refused.errors[0]?.message).toContain('R$ 60,00');
  });
});

describe('PATCH /admin-api/coupons/:code', () => {
  it('refuses each wrong field with its pt-BR message, and the kind against the stored value, writing nothing', async () => {
    const code = freshCode('FIXO');
    await create({ code, kind: 'fixed', value: 150 });
    await testEnv.DB.prepare('DELETE FROM audit_log').run();
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ value: 0 }, { value: M.value }],
      [{ kind: 'percentage' }, { kind: M.kindPercentValue }],
      [{ kind: 'percentage', value: 120 }, { value: M.valuePercentMax }],
      [{ code: 'OUTRO' }, { code: M.unknownField }],
      [{ active: 'não' }, { active: M.active }],
      [{ usage_limit: 0 }, { usage_limit: M.usageLimit }],
      [{ expires_at: 'amanhã' }, { expires_at: M.expiresAt }],
    ];
    for (const [body, fields] of cases) expect(await refusedFields(adminSend(`/coupons/${code}`, body)), JSON.stringify(body)).toEqual(fields);
    const empty = adminFieldErrorSchema.parse(await (await adminSend(`/coupons/${code}`, {})).json());
    expect(empty).toEqual({ error: 'invalid_body', message: M.emptyEdit, fields: {} });
    expect(await auditRows()).toEqual([]);
    const { coupons } = adminCouponListSchema.parse(await (await adminGet('/coupons')).json());
    expect(coupons.find((coupon) => coupon.code === code)).toMatchObject({ kind: 'fixed', value: 150, active: true, usage_limit: null });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await expectClientError(adminSend('/coupons/NAOEXISTE', { active: false }), 404);
    expect(unknown.message).toBe(M.notFound);
    const malformed = await expectClientError(adminSend(`/coupons/${encodeURIComponent("X' OR '1'='1")}`, { active: false }), 400);
    expect(malformed).toEqual({ error: 'invalid_parameter', message: M.invalidCode });
  });

  it('records only the changed fields, before and after; the code in the path may be in lower case', async () => {
    const code = freshCode('EDITA');
    await create({ code, kind: 'fixed', value: 10, expires_at: '2099-01-31' });
    await testEnv.DB.prepare('DELETE FROM audit_log').run();
    const response = await adminSend(`/coupons/${code.toLowerCase()}`, {
      kind: 'percentage',
      value: 10,
      usage_limit: 3,
      expires_at: null,
      first_purchase_only: false,
    });
    expect(response.status).toBe(200);
    expect(adminCouponSchema.parse(await response.json())).toMatchObject({ code, kind: 'percentage', value: 10, usage_limit: 3, expires_at: null });
    expect(await parsedAudit()).toEqual([
      {
        actor: ACTOR,
        action: 'update',
        entity: 'coupon',
        entity_id: code,
        before_json: { kind: 'fixed', expires_at: '2099-02-01T02:59:59.999Z', usage_limit: null },
        after_json: { kind: 'percentage', expires_at: null, usage_limit: 3 },
      },
    ]);
    expect((await adminSend(`/coupons/${code}`, { value: 10 })).status).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it('deactivates a coupon: the shop refuses it as an unknown code and a cart holding it loses the discount; reactivating brings it back', async () => {
    const code = freshCode('PAUSA');
    await create({ code, kind: 'percentage', value: 10 });
    const { checkout } = await cartWorth(100);
    expect((await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: code })).data?.checkoutAddCoupon).toMatchObject({ couponDiscount: 10 });
    await testEnv.DB.prepare('DELETE FROM audit_log').run();

    expect(adminCouponSchema.parse(await (await adminSend(`/coupons/${code}`, { active: false })).json()).active).toBe(false);
    const other = await cartWorth(100);
    const refused = await call(CHECKOUT_ADD_COUPON, { checkoutId: other.checkout.checkoutId, coupon: code });
    const unknown = await call(CHECKOUT_ADD_COUPON, { checkoutId: other.checkout.checkoutId, coupon: 'NAOEXISTE' });
    expect(refused.codes).toEqual([ERROR_CODES.couponInvalid]);
    expect(refused.errors.map(({ message, extensions }) => ({ message, extensions }))).toEqual(
      unknown.errors.map(({ message, extensions }) => ({ message, extensions })),
    );
    expect((await call(CHECKOUT, { checkoutId: checkout.checkoutId })).data?.checkout).toMatchObject({ coupon: code, couponDiscount: 0, total: 100 });

    await adminSend(`/coupons/${code}`, { active: true });
    expect((await call(CHECKOUT, { checkoutId: checkout.checkoutId })).data?.checkout).toMatchObject({ couponDiscount: 10, total: 90 });
    expect((await parsedAudit()).map((row) => [row.action, row.before_json, row.after_json])).toEqual([
      ['update', { active: true }, { active: false }],
      ['update', { active: false }, { active: true }],
    ]);
  });
});

describe('the usage limit (migration 0045)', () => {
  /** A paid order that took `code`'s discount, as the stand-in records one. */
  async function paidOrderWith(code: string, status = 'PAID') {
    const customer = await registeredCustomer();
    const past = await cartWorth(30);
    await testEnv.DB.prepare(
      `INSERT INTO orders (checkout_id, customer_id, status, subtotal, coupon_code, coupon_discount, total, shipping_name, shipping_type,
         shipping_deadline, created_at)
       VALUES (?, ?, ?, 30, ?, 3, 27, 'Retirada na loja', 'Retirada', 1, ?)`,
    )
      .bind(past.checkout.checkoutId, customer.customerId, status, code, new Date().toISOString())
      .run();
  }

  it('refuses a coupon whose paid orders reached its limit with CKT104 and a kind pt-BR message; a cart holding it loses the discount', async () => {
    const code = freshCode('LIMITE');
    await create({ code, kind: 'percentage', value: 10, usage_limit: 2 });
    const holding = await cartWorth(100);
    expect((await call(CHECKOUT_ADD_COUPON, { checkoutId: holding.checkout.checkoutId, coupon: code })).errors).toEqual([]);

    await paidOrderWith(code);
    // an order that is not paid is no use
    await paidOrderWith(code, 'CANCELED');
    const second = await cartWorth(100);
    expect((await call(CHECKOUT_ADD_COUPON, { checkoutId: second.checkout.checkoutId, coupon: code })).data?.checkoutAddCoupon).toMatchObject({
      couponDiscount: 10,
    });

    await paidOrderWith(code);
    const third = await cartWorth(100);
    const refused = await call(CHECKOUT_ADD_COUPON, { checkoutId: third.checkout.checkoutId, coupon: code });
    expect(refused.codes).toEqual([ERROR_CODES.couponInvalid]);
    expect(refused.errors[0]?.message).toBe('Este cupom já foi usado o número máximo de vezes e não está mais disponível.');
    expect(refused.errors[0]?.extensions).toMatchObject({ reason: 'exhausted' });
    expect((await call(CHECKOUT, { checkoutId: holding.checkout.checkoutId })).data?.checkout).toMatchObject({ couponDiscount: 0, total: 100 });

    const listed = adminCouponListSchema.parse(await (await adminGet('/coupons')).json());
    expect(listed.coupons.find((coupon) => coupon.code === code)).toMatchObject({ usage_limit: 2, times_used: 2 });
    // the owner raises the limit: the coupon applies again
    await adminSend(`/coupons/${code}`, { usage_limit: 3 });
    expect((await call(CHECKOUT_ADD_COUPON, { checkoutId: third.checkout.checkoutId, coupon: code })).errors).toEqual([]);
    await adminSend(`/coupons/${code}`, { usage_limit: null });
    await paidOrderWith(code);
    expect((await call(CHECKOUT, { checkoutId: third.checkout.checkoutId })).data?.checkout).toMatchObject({ couponDiscount: 10 });
  });

  it('gives the last use to one payment only, when two carts holding the coupon pay at once', async () => {
    const code = freshCode('ULTIMO');
    await create({ code, kind: 'fixed', value: 10, usage_limit: 1 });
    const carts = await Promise.all([readyCart(), readyCart()]);
    for (const { customer, checkoutId } of carts) {
      expect((await call(CHECKOUT_ADD_COUPON, { checkoutId, coupon: code, customerAccessToken: customer.token })).errors).toEqual([]);
      await selectDelivery(checkoutId, customer.token, 'Retirada');
    }
    // both start paying with the coupon, and both payments are approved at once
    await Promise.all(carts.map(({ customer, checkoutId }) => payByPix(checkoutId, customer.legacyToken)));
    const uses = await testEnv.DB.prepare("SELECT count(*) AS n FROM orders WHERE coupon_code = ? AND status = 'PAID'").bind(code).first<{ n: number }>();
    expect(uses?.n).toBe(1);
    // the other payment went back, the cart was kept and says why; paid again, it pays the full price
    for (const { customer, checkoutId } of carts) {
      const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
      if (data?.checkout?.completed) continue;
      expect(data?.checkout).toMatchObject({ couponDiscount: 0 });
      const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
      expect(page).toContain('O cupom esgotou enquanto você pagava: o valor pago foi estornado. Confira o novo total e pague de novo.');
      expect((await payByPix(checkoutId, customer.legacyToken)).simulated?.status).toBe(303);
      expect((await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token })).data?.checkout?.completed).toBe(true);
    }
    const refunds = await testEnv.DB.prepare(
      "SELECT count(*) AS n FROM refunds WHERE reason = 'coupon_exhausted' AND order_id IN (SELECT id FROM orders WHERE coupon_code IS NULL OR coupon_code = ?)",
    )
      .bind(code)
      .first<{ n: number }>();
    expect(refunds?.n).toBe(1);
  });

  it('gives a first-purchase coupon to one order only, when one customer’s two carts holding it were priced before either was paid', async () => {
    const code = freshCode('PRIMEIRA');
    await create({ code, kind: 'fixed', value: 10, first_purchase_only: true });
    const { customer, wine, checkoutId: first } = await readyCart();
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] });
    const second = created.data?.createCheckout?.checkoutId ?? '';
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: second, customerAccessToken: customer.token });
    const links: string[] = [];
    for (const checkoutId of [first, second]) {
      expect((await call(CHECKOUT_ADD_COUPON, { checkoutId, coupon: code, customerAccessToken: customer.token })).errors).toEqual([]);
      await selectDelivery(checkoutId, customer.token, 'Retirada');
      // both start paying with the discount, before either is paid
      const started = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
      expect(started.status).toBe(303);
      await started.body?.cancel();
      links.push(simulationLinkOf(await (await getPage(`/checkout/${checkoutId}/pix`, customer.legacyToken)).text()));
    }
    for (const link of links) await (await simulatePayment(link, 'approved')).body?.cancel();

    const orders = await testEnv.DB.prepare('SELECT checkout_id, status, status_reason FROM orders WHERE coupon_code = ? ORDER BY id').bind(code).all();
    expect(orders.results).toEqual([
      { checkout_id: first, status: 'PAID', status_reason: null },
      { checkout_id: second, status: 'AWAITING_PAYMENT', status_reason: 'coupon_first_purchase' },
    ]);
    const page = await (await getPage(`/checkout/${second}`, customer.legacyToken)).text();
    expect(page).toContain('O cupom vale apenas para a primeira compra, e outro pedido seu foi pago antes: o valor pago foi estornado.');
    expect((await call(CHECKOUT, { checkoutId: second, customerAccessToken: customer.token })).data?.checkout).toMatchObject({ couponDiscount: 0 });
    const refunds = await testEnv.DB.prepare(
      "SELECT count(*) AS n FROM refunds WHERE reason = 'coupon_exhausted' AND order_id = (SELECT id FROM orders WHERE checkout_id = ?)",
    )
      .bind(second)
      .first<{ n: number }>();
    expect(refunds?.n).toBe(1);
  });
});

/** No admin key, or a wrong one (admin-access.worker.test.ts tries every other way). */
const WRONG_KEYS: Array<Record<string, string>> = [{}, { authorization: 'Bearer adivinhei' }];

describe('the admin key', () => {
  it('is required to read, create and edit coupons: 401, nothing written', async () => {
    const before = await couponCount();
    for (const headers of WRONG_KEYS) {
      const read = await adminGet('/coupons', headers);
      expect(read.status).toBe(401);
      expect(await read.text()).not.toContain('VIVALAVIDA10');
      const created = await create({ code: 'SEMCHAVE1', kind: 'fixed', value: 10 }, { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR });
      expect(created.status).toBe(401);
      const edited = await adminSend('/coupons/VIVALAVIDA10', { active: false }, { headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } });
      expect(edited.status).toBe(401);
      await Promise.all([created.body?.cancel(), edited.body?.cancel()]);
    }
    expect(await couponCount()).toBe(before);
    expect(await auditRows()).toEqual([]);
  });
});
