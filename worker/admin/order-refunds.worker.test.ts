import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { paidOrderThroughTheShop } from '../test/paid-order.ts';

/**
 * "Estornar" on an order in the back office: the owner refunds some bottles or the rest of the
 * order through the payment provider (the stand-in here) and sees it on the order's page; a refund
 * past what can still go back is refused with the reason and changes nothing. The order: two
 * bottles of R$ 64,90 paid by Pix with 5 % off, R$ 123,31, one bottle worth R$ 61,66 of it.
 */
beforeAll(createDevOwner);

const refundedCents = async (orderId: number) =>
  (
    await testEnv.DB.prepare("SELECT coalesce(sum(amount_cents), 0) AS cents FROM refunds WHERE order_id = ? AND status != 'failed'")
      .bind(orderId)
      .first<{ cents: number }>()
  )?.cents;

describe('refunding an order from the back office', () => {
  it('refunds a bottle, then the rest, through the form, showing each on the order’s page', async () => {
    const order = await paidOrderThroughTheShop();
    const owner = await signedInOwner();
    const page = await (await owner.send(`/admin/pedidos/${order.id}`)).text();
    expect(page).toContain(`action="/admin/pedidos/${order.id}/estorno"`);
    expect(page).toContain('Pago: R$ 123,31. Já estornado: R$ 0,00. Ainda pode ser devolvido: R$ 123,31.');
    expect(page).toContain(`${order.wineName} (comprados: 2)`);

    const one = await postForm(owner, `/admin/pedidos/${order.id}/estorno`, { [`estornar-${order.productVariantId}`]: '1' });
    expect(one.status).toBe(303);
    expect(one.headers.get('location')).toBe(`/admin/pedidos/${order.id}?feito=estorno`);
    const after = await (await owner.send(`/admin/pedidos/${order.id}?feito=estorno`)).text();
    expect(after).toContain('Estorno feito pelo provedor de pagamento.');
    expect(after).toContain('Pago: R$ 123,31. Já estornado: R$ 61,66. Ainda pode ser devolvido: R$ 61,65.');
    expect(after).toMatch(/<td>Pela loja<\/td><td>Feito<\/td><td class="num">R\$ 61,66<\/td>/);
    expect(after).toMatch(/<dt>Situação<\/dt><dd>Pago<\/dd>/);
    expect(after).toContain(`Quantidades a estornar: — → ${order.wineName} × 1`);
    // the bottle refunded is not offered again
    expect(after).toContain(`${order.wineName} (comprados: 2, já estornados: 1)`);
    expect(after).toMatch(new RegExp(`<input[^>]*max="1"[^>]*name="estornar-${order.productVariantId}"`));

    // all blank: everything still paid goes back, and the order is refunded
    const rest = await postForm(owner, `/admin/pedidos/${order.id}/estorno`, { [`estornar-${order.productVariantId}`]: '' });
    expect(rest.status).toBe(303);
    const refunded = await (await owner.send(`/admin/pedidos/${order.id}?feito=estorno`)).text();
    expect(refunded).toMatch(/<dt>Situação<\/dt><dd>Estornado<\/dd>/);
    expect(refunded).toMatch(/<td>Pela loja<\/td><td>Feito<\/td><td class="num">R\$ 61,65<\/td>/);
    // nothing left to give back: no form
    expect(refunded).not.toContain(`action="/admin/pedidos/${order.id}/estorno"`);
    // its history in the back office's words: reais as written, "tudo" for all that was left
    expect(refunded).toContain('Valor estornado: — → R$ 61,65');
    expect(refunded).toContain('Quantidades a estornar: — → tudo');
    expect(await refundedCents(order.id)).toBe(12_331);
  });

  it('refuses a body that is not the form (JSON, a broken multipart) with 400 and refunds nothing', async () => {
    const order = await paidOrderThroughTheShop();
    const owner = await signedInOwner();
    const bodies: Array<[string, string]> = [
      ['application/json', JSON.stringify({ [`estornar-${order.productVariantId}`]: 1 })],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="estornar-${order.productVariantId}"\r\n\r\n1\r\n`],
    ];
    for (const [type, body] of bodies) {
      const answer = await owner.send(`/admin/pedidos/${order.id}/estorno`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(answer.status, type).toBe(400);
      expect(await answer.text(), type).toContain('Dados inválidos. Confira e tente novamente.');
    }
    expect(await refundedCents(order.id)).toBe(0);
  });

  it('refuses bottles already refunded or not bought, and what is not a number of bottles, beside the field, changing nothing', async () => {
    const order = await paidOrderThroughTheShop();
    const owner = await signedInOwner();
    await (await postForm(owner, `/admin/pedidos/${order.id}/estorno`, { [`estornar-${order.productVariantId}`]: '1' })).body?.cancel();

    // both bottles when one was refunded, or more than were bought
    for (const typed of ['2', '3']) {
      const tooMany = await postForm(owner, `/admin/pedidos/${order.id}/estorno`, { [`estornar-${order.productVariantId}`]: typed });
      expect(tooMany.status, typed).toBe(400);
      const refused = await tooMany.text();
      expect(refused, typed).toContain(
        '<span class="error" id="campo-lines-erro">Cada quantidade a estornar vai de 1 até o que foi comprado e ainda não estornado.</span>',
      );
      expect(refused, typed).toContain('Pago: R$ 123,31. Já estornado: R$ 61,66. Ainda pode ser devolvido: R$ 61,65.');
    }

    // what is not a number of bottles: told the same way, beside the field, nothing sent to be refunded
    for (const typed of ['1,5', '-1', '0', 'abc', '99999999999999999999']) {
      const unreadable = await postForm(owner, `/admin/pedidos/${order.id}/estorno`, { [`estornar-${order.productVariantId}`]: typed });
      expect(unreadable.status, typed).toBe(400);
      const told = await unreadable.text();
      expect(told, typed).toContain(
        '<span class="error" id="campo-lines-erro">Cada quantidade a estornar vai de 1 até o que foi comprado e ainda não estornado.</span>',
      );
      expect(told, typed).not.toContain('Campo inválido');
    }

    expect(await refundedCents(order.id)).toBe(6166);
    const page = await (await owner.send(`/admin/pedidos/${order.id}`)).text();
    expect(page).toMatch(/<dt>Situação<\/dt><dd>Pago<\/dd>/);
    expect(page).toContain('Ainda pode ser devolvido: R$ 61,65.');
  });
});
