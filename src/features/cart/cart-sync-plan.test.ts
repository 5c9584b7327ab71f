import { describe, expect, it } from 'vitest';
import { cartItem as item, wineCard } from '../../test-support/wines.ts';
import { cartFromCheckout, isEmptyPlan, linesOf, metadataFor, planSync, withFreshDetails, type RemoteCart } from './cart-sync-plan.ts';

/** The catalogue's fresher details of a wine: another name, price and stock than the cart holds. */
const card = (id: number) => wineCard(id, { name: `Vinho ${id} (catálogo)`, price: 70, list_price: 80, stock: 3 });

const remote = (lines: Array<[number, number]>, metadata: Array<[string, string]> = []): RemoteCart => ({
  products: lines.map(([id, quantity]) => ({ productId: id, productVariantId: 1000 + id, quantity })),
  metadata: metadata.map(([key, value]) => ({ key, value })),
});

describe('planSync', () => {
  it('adds what the checkout lacks and removes what it has too much of, by variant', () => {
    const plan = planSync(
      [item(1, 3), item(2, 1)],
      remote([
        [1, 1],
        [3, 2],
      ]),
      [],
    );
    expect(plan.add).toEqual([
      { productVariantId: 1001, quantity: 2 },
      { productVariantId: 1002, quantity: 1 },
    ]);
    expect(plan.remove).toEqual([{ productVariantId: 1003, quantity: 2 }]);
  });

  it('lowers a line by the difference', () => {
    expect(planSync([item(1, 1)], remote([[1, 4]]), []).remove).toEqual([{ productVariantId: 1001, quantity: 3 }]);
  });

  it('records each wine under its sku and removes only the metadata this browser wrote', () => {
    const kept = metadataFor(item(1));
    const plan = planSync(
      [item(1), item(2)],
      remote(
        [
          [1, 1],
          [2, 1],
        ],
        [
          [kept.key, kept.value],
          ['SKU-9', 'x'],
          ['parceiro', 'vivalavida'],
        ],
      ),
      ['SKU-9'],
    );
    expect(plan.addMetadata).toEqual([metadataFor(item(2))]);
    expect(plan.removeMetadata).toEqual(['SKU-9']);
    expect(metadataFor(item(2))).toEqual({ key: 'SKU-2', value: '2' });
  });

  it('has nothing to do when both sides agree', () => {
    const local = [item(1, 2)];
    const entry = metadataFor(item(1, 2));
    expect(isEmptyPlan(planSync(local, remote([[1, 2]], [[entry.key, entry.value]]), [entry.key]))).toBe(true);
  });

  it('turns items into checkout lines', () => {
    expect(linesOf([item(1, 2)])).toEqual([{ productVariantId: 1001, quantity: 2 }]);
  });
});

describe('cartFromCheckout (spec §4 "Cart restore on start")', () => {
  it('takes the checkout lines with fresh catalogue details', () => {
    const merged = cartFromCheckout(remote([[1, 2]]), [card(1)]);
    expect(merged).toEqual([
      {
        id: 1,
        name: 'Vinho 1 (catálogo)',
        wake_product_id: 1,
        wake_wine_id: 1001,
        sku: 'SKU-1',
        price: 70,
        quantity: 2,
        stock: 3,
        url_media: '/media/wines/1.svg',
      },
    ]);
  });

  it('drops a remote line the catalogue does not know', () => {
    expect(cartFromCheckout(remote([[4, 1]]), [])).toEqual([]);
  });
});

describe('withFreshDetails (a change that never reached the checkout)', () => {
  it('keeps every local line with its quantity, fresh details where known, and adds nothing', () => {
    const kept = withFreshDetails([item(1, 5), item(2, 1)], [card(1), card(3)]);
    expect(kept.map((line) => [line.id, line.quantity, line.price])).toEqual([
      [1, 5, 70],
      [2, 1, 50],
    ]);
    expect(withFreshDetails([], [card(1)])).toEqual([]);
  });
});
