import { describe, expect, it } from 'vitest';
import { CHECKOUT, CHECKOUT_ADD_PRODUCT, CHECKOUT_REMOVE_PRODUCT, CREATE_CHECKOUT, ERROR_CODES } from '../../../src/contracts/graphql/index.ts';
import { call, type GraphqlAnswer } from '../../test/commerce/graphql-client.ts';
import { testWine, type TestWine } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * Cart limits under parallel requests (spec §7: stock on every add, at most 50 wines per cart,
 * removal by quantity). Each command checks and writes in one D1 batch, so requests that all read
 * the same cart before writing still cannot pass a limit together.
 */
async function newCheckout(products: Array<{ productVariantId: number; quantity: number }>): Promise<string> {
  const created = await call(CREATE_CHECKOUT, { products });
  const checkoutId = created.data?.createCheckout?.checkoutId;
  if (!checkoutId) throw new Error(`createCheckout failed: ${JSON.stringify(created.errors)}`);
  return checkoutId;
}

async function linesOf(checkoutId: string): Promise<Array<[number | undefined, number | undefined]>> {
  const read = await call(CHECKOUT, { checkoutId });
  return (read.data?.checkout?.products ?? []).map((line) => [line?.productVariantId, line?.quantity]);
}

/** Successes, and the error codes of the refusals; no answer may be a crash. */
function tally(answers: ReadonlyArray<GraphqlAnswer<unknown>>): { successes: number; refusals: string[] } {
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.codes).not.toContain(ERROR_CODES.internal);
  }
  return {
    successes: answers.filter((answer) => answer.errors.length === 0).length,
    refusals: answers.flatMap((answer) => answer.codes),
  };
}

function addOne(checkoutId: string, wine: TestWine) {
  return call(CHECKOUT_ADD_PRODUCT, { input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 1 }] } });
}

function removeOne(checkoutId: string, wine: TestWine) {
  return call(CHECKOUT_REMOVE_PRODUCT, { input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 1 }] } });
}

describe('the SQL assertion primitive', () => {
  const checkoutRow = (id: string) => testEnv.DB.prepare('INSERT INTO checkouts (id, created_at, updated_at) VALUES (?, ?, ?)').bind(id, 'now', 'now');
  const assertion = (ok: number | null) => testEnv.DB.prepare("INSERT INTO sql_assertions (ok, message) SELECT ?, 'TEST:1'").bind(ok);
  const exists = async (id: string) => (await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts WHERE id = ?').bind(id).first<{ n: number }>())?.n;

  it('aborts the whole batch with its message, writes before it included, and lets a true one through', async () => {
    const refused = crypto.randomUUID();
    await expect(testEnv.DB.batch([checkoutRow(refused), assertion(0)])).rejects.toThrow(/TEST:1/);
    expect(await exists(refused)).toBe(0);
    const unknown = crypto.randomUUID();
    // a condition that comes out NULL (e.g. a missing row) fails closed
    await expect(testEnv.DB.batch([checkoutRow(unknown), assertion(null)])).rejects.toThrow(/TEST:1/);
    expect(await exists(unknown)).toBe(0);
    const accepted = crypto.randomUUID();
    await testEnv.DB.batch([checkoutRow(accepted), assertion(1)]);
    expect(await exists(accepted)).toBe(1);
  });
});

describe('cart limits under parallel requests', () => {
  it('20 parallel adds of one bottle of a wine with 2 in stock leave 2 in the cart and refuse the rest with CKT106', async () => {
    const wine = await testWine({ stock: 2 });
    const checkoutId = await newCheckout([]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addOne(checkoutId, wine)));
    const { successes, refusals } = tally(answers);
    expect(successes).toBe(2);
    expect(refusals).toEqual(Array(18).fill(ERROR_CODES.insufficientStock));
    for (const answer of answers.filter((each) => each.errors.length > 0)) {
      expect(answer.errors[0]?.extensions).toMatchObject({ productVariantId: wine.productVariantId, available: 2 });
    }
    expect(await linesOf(checkoutId)).toEqual([[wine.productVariantId, 2]]);
  });

  it('60 parallel adds of 60 different wines stop at 50 lines and refuse the rest with CKT107', async () => {
    const wines: TestWine[] = [];
    for (let index = 0; index < 60; index += 1) wines.push(await testWine({ stock: 5 }));
    const checkoutId = await newCheckout([]);
    const answers = await Promise.all(wines.map((wine) => addOne(checkoutId, wine)));
    const { successes, refusals } = tally(answers);
    expect(successes).toBe(50);
    expect(refusals).toEqual(Array(10).fill(ERROR_CODES.productAdd));
    for (const answer of answers.filter((each) => each.errors.length > 0)) {
      expect(answer.errors[0]?.message).toBe('Um carrinho comporta até 50 vinhos diferentes.');
    }
    expect(await linesOf(checkoutId)).toHaveLength(50);
  });

  it('8 parallel removals of one bottle from a line of 3 succeed 3 times, drop the line and refuse the rest with CKT108', async () => {
    const wine = await testWine({ stock: 10 });
    const checkoutId = await newCheckout([{ productVariantId: wine.productVariantId, quantity: 3 }]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => removeOne(checkoutId, wine)));
    const { successes, refusals } = tally(answers);
    expect(successes).toBe(3);
    expect(refusals).toEqual(Array(5).fill(ERROR_CODES.productRemove));
    for (const answer of answers.filter((each) => each.errors.length > 0)) {
      expect(answer.errors[0]?.message).toBe(`Produto ${wine.productVariantId} não está no carrinho.`);
      expect(answer.errors[0]?.extensions).toMatchObject({ productVariantId: wine.productVariantId });
    }
    expect(await linesOf(checkoutId)).toEqual([]);
    // the line stays gone: a later add starts it again from one bottle
    expect((await addOne(checkoutId, wine)).errors).toEqual([]);
    expect(await linesOf(checkoutId)).toEqual([[wine.productVariantId, 1]]);
  });
});
