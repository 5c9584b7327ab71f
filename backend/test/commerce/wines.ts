import { testEnv } from '../test-env.ts';

/**
 * Test wines with known price and stock, inserted beside the seeded catalogue. Migration 0002
 * promises that the eight columns the commerce service relies on are enough for a valid row.
 */
export interface TestWine {
  productId: number;
  productVariantId: number;
  sku: string;
  name: string;
  price: number;
}

export async function testWine(options: { price?: number; listPrice?: number; stock?: number; name?: string } = {}): Promise<TestWine> {
  const price = options.price ?? 59.9;
  // One statement picks the next free id and inserts it, so tests that create wines in parallel
  // (Promise.all) never pick the same id.
  const row = await testEnv.DB.prepare(
    `INSERT INTO wines (id, variant_id, sku, name, price, list_price, stock, image_url)
     SELECT n, n + 500000, 'TESTE-' || n, coalesce(?, 'Vinho de Teste ' || n), ?, ?, ?, '/media/wines/' || n || '.svg'
     FROM (SELECT max(max(id), 9000000) + 1 AS n FROM wines)
     RETURNING id, variant_id, sku, name`,
  )
    .bind(options.name ?? null, price, options.listPrice ?? price, options.stock ?? 10)
    .first<{ id: number; variant_id: number; sku: string; name: string }>();
  if (!row) throw new Error('test wine not inserted');
  return { productId: row.id, productVariantId: row.variant_id, sku: row.sku, name: row.name, price };
}

export async function stockOf(productVariantId: number): Promise<number | undefined> {
  const row = await testEnv.DB.prepare('SELECT stock FROM wines WHERE variant_id = ?').bind(productVariantId).first<{ stock: number }>();
  return row?.stock;
}
