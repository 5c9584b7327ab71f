import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_CUSTOMER_ASSOCIATE, CREATE_CHECKOUT } from '../../../src/contracts/graphql/index.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { asShopper, getPage, payByPix, payForm, readyCart, selectDelivery, STAND_IN_ORIGIN } from '../../test/commerce/stand-in.ts';
import { testEnv } from '../../test/test-env.ts';

/** "Minha conta" → "Meus pedidos" (docs/payments.md): every order of the customer, newest first. */
const orderIdOf = async (checkoutId: string) =>
  (await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>())?.id ?? 0;

describe('"Meus pedidos"', () => {
  it('lists the newest order first', async () => {
    const { customer, checkoutId: first, wine } = await readyCart();
    await selectDelivery(first, customer.token, 'Retirada');
    await payByPix(first, customer.legacyToken);
    // the same customer's next cart, paid after the first
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] });
    const second = created.data?.createCheckout?.checkoutId ?? '';
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: second, customerAccessToken: customer.token });
    await selectDelivery(second, customer.token, 'Retirada');
    await payByPix(second, customer.legacyToken);

    const page = await (await getPage('/conta', customer.legacyToken)).text();
    expect(page).toContain('<h2>Meus pedidos</h2>');
    const listed = [...page.matchAll(/<caption>Pedido nº (\d+), [^<]*: Pago<\/caption>/g)].map((match) => Number(match[1]));
    expect(listed).toEqual([await orderIdOf(second), await orderIdOf(first)]);
  });
});

/** "Meus dados": the customer's own form, posted as the edge forwards it (the form repeats the legacy token). */
function postDetails(legacyToken: string, fields: Record<string, string>): Promise<Response> {
  return SELF.fetch(`${STAND_IN_ORIGIN}/conta/dados`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...asShopper(legacyToken) },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('"Meus dados"', () => {
  it('shows what the account holds and corrects it with the registration’s rules, field by field', async () => {
    const customer = await registeredCustomer();
    expect(await (await getPage('/conta', customer.legacyToken)).text()).toContain('<a href="/conta/dados">Meus dados</a>');
    const page = await (await getPage('/conta/dados', customer.legacyToken)).text();
    expect(page).toContain('<h1>Meus dados</h1>');
    expect(page).toMatch(/id="fullName" name="fullName" value="Maria da Silva"/);
    expect(page).toMatch(/id="birthDate" name="birthDate" value="1990-05-20"/);
    expect(page).toMatch(/id="phone" name="phone" value="\(11\) 98765-4321"/);

    const base = { token: customer.legacyToken, fullName: 'Maria da Silva', cpf: customer.identity.cpf, birthDate: '1990-05-20', phone: '(11) 987654321' };
    const refused = await postDetails(customer.legacyToken, { ...base, fullName: 'M4ria', birthDate: '2015-01-01', phone: '123' });
    expect(refused.status).toBe(400);
    const told = await refused.text();
    expect(told).toContain('Confira os campos marcados.');
    expect(told).toContain('<span class="field-error" id="fullName-erro">Informe seu nome completo, só com letras.</span>');
    expect(told).toContain('<span class="field-error" id="birthDate-erro">Venda proibida para menores de 18 anos: confira a data de nascimento.</span>');
    expect(told).toContain('<span class="field-error" id="phone-erro">Telefone inválido: informe DDD e número.</span>');
    expect(told).toMatch(/id="fullName" name="fullName" value="M4ria"/);

    const phoneOnly = await postDetails(customer.legacyToken, { ...base, phone: '(21) 99876-5432' });
    expect(phoneOnly.status).toBe(303);
    expect(phoneOnly.headers.get('location')).toBe('/conta/dados?salvo=1');
    expect(await testEnv.DB.prepare('SELECT phone_area_code, phone_number FROM customers WHERE id = ?').bind(customer.customerId).first()).toEqual({
      phone_area_code: '21',
      phone_number: '998765432',
    });
    expect(await (await getPage('/conta/dados?salvo=1', customer.legacyToken)).text()).toContain('Dados atualizados.');
    // the name written otherwise (case, spaces) is the same person: the age stands
    const recased = await postDetails(customer.legacyToken, { ...base, fullName: '  maria  DA silva ', phone: '(21) 99876-5432' });
    expect(recased.headers.get('location')).toBe('/conta/dados?salvo=1');
  });

  it('leaves the mobile optional for an account that has none (made through Google)', async () => {
    const customer = await registeredCustomer();
    await testEnv.DB.prepare('UPDATE customers SET phone_area_code = NULL, phone_number = NULL WHERE id = ?').bind(customer.customerId).run();
    expect(await (await getPage('/conta/dados', customer.legacyToken)).text()).toMatch(/<input id="phone" name="phone" value="" type="tel"/);
    const base = { token: customer.legacyToken, fullName: 'Maria da Silva', cpf: customer.identity.cpf, birthDate: '1990-05-20', phone: '' };
    const saved = await postDetails(customer.legacyToken, base);
    expect(saved.headers.get('location')).toBe('/conta/dados?salvo=1');
    expect(await testEnv.DB.prepare('SELECT phone_number FROM customers WHERE id = ?').bind(customer.customerId).first()).toEqual({ phone_number: null });
    // one given is checked
    expect((await postDetails(customer.legacyToken, { ...base, phone: '123' })).status).toBe(400);
  });

  it('asks for the age again when the name, CPF or birth date change, and never takes another account’s CPF', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const other = await registeredCustomer();
    const base = {
      token: customer.legacyToken,
      fullName: 'Beatriz Andrade',
      cpf: customer.identity.cpf,
      birthDate: customer.identity.birthDate,
      phone: '11987654321',
    };

    const taken = await postDetails(customer.legacyToken, { ...base, cpf: other.identity.cpf });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('Não foi possível usar este CPF. Confira o número ou fale com a loja pelo Contato.');

    const corrected = await postDetails(customer.legacyToken, { ...base, birthDate: '1985-03-02' });
    expect(corrected.headers.get('location')).toBe('/conta/dados?salvo=idade');
    // the age confirmed for the old birth date no longer counts: no payment before confirming again
    const pay = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    expect(pay.status).toBe(403);
    await pay.body?.cancel();
  });

  it('takes no change without the form’s own token (a post from another site)', async () => {
    const customer = await registeredCustomer();
    const forged = await postDetails(customer.legacyToken, {
      fullName: 'Outra Pessoa',
      cpf: customer.identity.cpf,
      birthDate: '1990-05-20',
      phone: '11987654321',
    });
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
    expect(await testEnv.DB.prepare('SELECT full_name FROM customers WHERE id = ?').bind(customer.customerId).first()).toEqual({ full_name: 'Maria da Silva' });
  });
});
