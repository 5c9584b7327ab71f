import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Clientes" in the back office: find a customer, export their data, erase it behind a confirmation (LGPD). */
beforeAll(createDevOwner);

async function storedCustomer(): Promise<{ id: number; email: string; cpf: string }> {
  const now = new Date().toISOString();
  const email = `joana.${Date.now()}@exemplo.com.br`;
  const cpf = String(10_000_000_000 + (Date.now() % 89_999_999_999)).slice(0, 11);
  const row = await testEnv.DB.prepare(
    "INSERT INTO customers (email, full_name, cpf, birth_date, phone_area_code, phone_number, city, state, created_at, updated_at) VALUES (?, 'Joana Ribeiro', ?, '1985-02-03', '11', '912345678', 'Campinas', 'SP', ?, ?) RETURNING id",
  )
    .bind(email, cpf, now, now)
    .first<{ id: number }>();
  return { id: row?.id ?? 0, email, cpf };
}

describe('customers in the back office', () => {
  it('finds a customer by CPF, exports their data and erases it after the confirmation', async () => {
    const customer = await storedCustomer();
    const owner = await signedInOwner();
    const found = await (await owner.send(`/admin/clientes?q=${customer.cpf}`)).text();
    expect(found).toContain('1 cliente');
    expect(found).toContain(`href="/admin/clientes/${customer.id}">Joana Ribeiro</a>`);

    const page = await (await owner.send(`/admin/clientes/${customer.id}`)).text();
    for (const text of [customer.email, '(11) 912345678', 'Campinas – SP', 'Exportar dados (LGPD)', 'Excluir dados pessoais']) expect(page).toContain(text);

    const exported = await owner.send(`/admin/clientes/${customer.id}/exportar.json`);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="cliente-${customer.id}-dados.json"`);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(((await exported.json()) as { account: { cpf: string } }).account.cpf).toBe(customer.cpf);

    const confirmation = await (await owner.send(`/admin/clientes/${customer.id}/excluir`)).text();
    expect(confirmation).toContain('Confirmar exclusão');
    expect(confirmation).toContain('Não há como desfazer.');
    // no order to keep: nothing said about orders ("os 0 pedidos")
    expect(confirmation).not.toContain('pedidos com valores');
    const erased = await postForm(owner, `/admin/clientes/${customer.id}/excluir`, {});
    expect(erased.status).toBe(303);
    expect(erased.headers.get('location')).toBe('/admin/clientes?excluido=1');
    expect(await testEnv.DB.prepare('SELECT cpf, full_name FROM customers WHERE id = ?').bind(customer.id).first()).toEqual({
      cpf: null,
      full_name: 'Cliente excluído',
    });
    expect(await (await owner.send('/admin/clientes?excluido=1')).text()).toContain('Dados pessoais excluídos.');
    expect(await (await owner.send(`/admin/clientes?q=${customer.cpf}`)).text()).toContain('Nenhum cliente encontrado.');
    expect((await owner.send(`/admin/clientes/${customer.id}`)).status).toBe(404);
  });

  it("shows the customer's age verifications (method, level, result, dates), never the data checked, and exports them", async () => {
    const customer = await storedCustomer();
    await testEnv.DB.batch([
      testEnv.DB.prepare(
        "INSERT INTO age_verifications (customer_id, method, level, result, created_at) VALUES (?, 'receita', 'B', 'not_confirmed', '2026-11-10T15:00:00.000Z')",
      ).bind(customer.id),
      testEnv.DB.prepare(
        "INSERT INTO age_verifications (customer_id, method, level, result, created_at, verified_at, identity_digest) VALUES (?, 'provedor', 'A', 'confirmed', '2026-11-12T15:00:00.000Z', '2026-11-12T15:01:00.000Z', 'x')",
      ).bind(customer.id),
    ]);
    const owner = await signedInOwner();
    const page = await (await owner.send(`/admin/clientes/${customer.id}`)).text();
    expect(page).toContain('<h2>Verificação de idade</h2>');
    expect(page).toContain('<td>12/11/2026</td><td>Documento e selfie (A)</td><td>Confirmada</td>');
    expect(page).toContain('Não confirmada');
    expect(page).not.toContain('1985-02-03');
    const exported = (await (await owner.send(`/admin/clientes/${customer.id}/exportar.json`)).json()) as { age_verifications: unknown[] };
    expect(exported.age_verifications).toEqual([
      expect.objectContaining({ method: 'provedor', level: 'A', result: 'confirmed' }),
      expect.objectContaining({ method: 'receita', result: 'not_confirmed' }),
    ]);
  });

  it('asks for at least 3 characters to search', async () => {
    const owner = await signedInOwner();
    const short = await owner.send('/admin/clientes?q=jo');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('ao menos 3 letras');
  });

  it('sends a visitor without a session to the login, and refuses their erasure', async () => {
    const customer = await storedCustomer();
    const visitor = shopperBrowser();
    expect((await visitor.send(`/admin/clientes/${customer.id}/exportar.json`)).headers.get('location')).toBe('/admin/entrar');
    expect((await postForm(visitor, `/admin/clientes/${customer.id}/excluir`, {})).status).toBe(401);
    expect(await testEnv.DB.prepare('SELECT erased_at FROM customers WHERE id = ?').bind(customer.id).first()).toEqual({ erased_at: null });
  });
});
