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
  const row = await testEnv.DB.prepare('SELECT max(max(id), 9000000) + 1 AS id FROM wines').first<{ id: number }>();
  const productId = row?.id ?? 9_000_001;
  const productVariantId = productId + 500_000;
  const price = options.price ?? 59.9;
  const wine = { productId, productVariantId, sku: `TESTE-${productId}`, name: options.name ?? `Vinho de Teste ${productId}`, price };
  await testEnv.DB.prepare('INSERT INTO wines (id, variant_id, sku, name, price, list_price, stock, image_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(productId, productVariantId, wine.sku, wine.name, price, options.listPrice ?? price, options.stock ?? 10, `/media/wines/${productId}.svg`)
    .run();
  return wine;
}

export async function stockOf(productVariantId: number): Promise<number | undefined> {
  const row = await testEnv.DB.prepare('SELECT stock FROM wines WHERE variant_id = ?').bind(productVariantId).first<{ stock: number }>();
  return row?.stock;
}
