import { SELF } from 'cloudflare:test';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX, ADMIN_MESSAGES, wineImportResultSchema } from '../../../src/contracts/admin/api.ts';
import { ACTOR, adminGet, adminKey, auditRows } from '../../test/admin.ts';
import { testEnv } from '../../test/test-env.ts';
import { parseCsv } from '../../../src/core/rules/csv.ts';

/**
 * The catalogue as a spreadsheet through the admin API: the export, the import's preview (nothing
 * written), its refusals by line (nothing written when any line is refused), and the import
 * applied in one batch with an audit row per wine.
 */
const HEADER = 'sku;nome;preco;preco_lista;estoque;ativo';

interface StoredWine {
  id: number;
  sku: string;
  name: string;
  price: number;
  list_price: number;
  stock: number;
  active: number;
}

const wineBySku = (sku: string) =>
  testEnv.DB.prepare('SELECT id, sku, name, price, list_price, stock, active FROM wines WHERE sku = ?').bind(sku).first<StoredWine>();

/** Seeded wines on sale, put back as they were after the test. */
async function seededWines(count: number): Promise<StoredWine[]> {
  const { results } = await testEnv.DB.prepare(
    'SELECT id, sku, name, price, list_price, stock, active FROM wines WHERE active = 1 AND list_price > price ORDER BY id LIMIT ? OFFSET 5',
  )
    .bind(count)
    .all<StoredWine>();
  if (results.length < count) throw new Error(`the seed has no ${count} wines on sale`);
  onTestFinished(async () => {
    for (const wine of results) {
      await testEnv.DB.prepare('UPDATE wines SET price = ?, list_price = ?, stock = ?, active = ? WHERE id = ?')
        .bind(wine.price, wine.list_price, wine.stock, wine.active, wine.id)
        .run();
    }
  });
  return results;
}

async function twoWines(): Promise<[StoredWine, StoredWine]> {
  const [first, second] = await seededWines(2);
  return [first!, second!];
}

const reais = (value: number) => value.toFixed(2).replace('.', ',');
const line = (wine: StoredWine, changes: Partial<Record<'price' | 'list_price' | 'stock' | 'active', string>> = {}) =>
  [
    wine.sku,
    wine.name,
    changes.price ?? reais(wine.price),
    changes.list_price ?? reais(wine.list_price),
    changes.stock ?? String(wine.stock),
    changes.active ?? (wine.active ? 'sim' : 'não'),
  ].join(';');

/** A text as Excel in Portuguese saves "CSV (separado por vírgulas)": Windows-1252 bytes. */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };
  return Uint8Array.from([...text], (char) => {
    const code = high[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`${char} is not in Windows-1252`);
    return code;
  });
}

async function importCsv(text: string | Uint8Array, apply: boolean) {
  const response = await SELF.fetch(`https://backend.test${ADMIN_API_PREFIX}/wines/import${apply ? '?apply=1' : ''}`, {
    method: 'POST',
    headers: { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR, 'content-type': 'text/csv' },
    body: text,
  });
  expect(response.status).toBe(200);
  return wineImportResultSchema.parse(await response.json());
}

describe('the catalogue CSV', () => {
  it('exports every wine with a BOM, ; between fields and prices as Brazilians write them', async () => {
    const response = await adminGet('/wines.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="vinhos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: false }).decode(await response.arrayBuffer());
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const [wine] = await twoWines();
    // prices as Brazilians write them ("89,90"), quoted as every cell holding a comma is
    expect(parseCsv(text)).toContainEqual(line(wine).split(';'));
    expect(text).toContain(`;"${reais(wine.price)}";`);
    const { total } = (await testEnv.DB.prepare('SELECT count(*) AS total FROM wines').first<{ total: number }>()) ?? { total: 0 };
    expect(text.trim().split('\r\n')).toHaveLength(total + 1);
  });

  it('previews what would change, writing nothing', async () => {
    const [first, second] = await twoWines();
    const preview = await importCsv([HEADER, line(first, { price: reais(first.price - 1), stock: '3' }), line(second)].join('\n'), false);
    expect(preview).toMatchObject({ applied: false, errors: [], unchanged: 1 });
    expect(preview.changes).toEqual([
      {
        line: 2,
        id: first.id,
        sku: first.sku,
        name: first.name,
        before: { price: first.price, stock: first.stock },
        after: { price: first.price - 1, stock: 3 },
      },
    ]);
    expect(await wineBySku(first.sku)).toEqual(first);
  });

  it('refuses lines by number with their pt-BR reason, and then applies nothing at all', async () => {
    const [first, second, third, fourth, fifth] = (await seededWines(5)) as [StoredWine, StoredWine, StoredWine, StoredWine, StoredWine];
    const auditBefore = (await auditRows()).length;
    const file = [
      HEADER,
      line(first, { stock: '1' }),
      line(second, { price: 'abc' }),
      'ADS-NAO-EXISTE;Vinho;10,00;10,00;1;sim',
      line(third, { active: 'talvez' }),
      `${fourth.sku};só três;colunas`,
      '',
      line(first, { stock: '2' }),
      line(fifth, { price: reais(fifth.list_price + 1) }),
    ].join('\r\n');
    const result = await importCsv(file, true);
    expect(result.applied).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, message: ADMIN_MESSAGES.price },
      { line: 4, message: ADMIN_MESSAGES.csvUnknownSku },
      { line: 5, message: ADMIN_MESSAGES.csvActive },
      { line: 6, message: ADMIN_MESSAGES.csvColumns },
      { line: 8, message: ADMIN_MESSAGES.csvDuplicateSku },
      { line: 9, message: ADMIN_MESSAGES.priceAboveListPrice },
    ]);
    expect(await wineBySku(first.sku)).toEqual(first);
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it('refuses a file without the header, or with no wine', async () => {
    expect((await importCsv('codigo;nome\nADS-1;x', true)).errors).toEqual([{ line: 1, message: ADMIN_MESSAGES.csvHeader }]);
    expect((await importCsv(`${HEADER}\n\n`, true)).errors).toEqual([{ line: 2, message: ADMIN_MESSAGES.csvEmpty }]);
  });

  it('applies every change in one batch, each wine with its audit row naming the owner', async () => {
    const [first, second] = await twoWines();
    const file = `\uFEFF${[HEADER, line(first, { price: reais(first.price - 2), stock: '9' }), line(second, { active: 'não' })].join('\r\n')}\r\n`;
    const result = await importCsv(file, true);
    expect(result).toMatchObject({ applied: true, errors: [] });
    expect(await wineBySku(first.sku)).toMatchObject({ price: first.price - 2, stock: 9 });
    expect(await wineBySku(second.sku)).toMatchObject({ active: 0 });
    const rows = (await auditRows()).slice(-2);
    expect(rows).toEqual([
      expect.objectContaining({ actor: ACTOR, action: 'import', entity: 'wine', entity_id: String(first.id) }),
      expect.objectContaining({ actor: ACTOR, action: 'import', entity: 'wine', entity_id: String(second.id), after_json: '{"active":false}' }),
    ]);
  });

  it('reads a file Excel saved in Windows-1252 (;, no BOM): a one-price change is one change, every accent intact', async () => {
    const [wine] = await twoWines();
    const exported = new TextDecoder('utf-8', { ignoreBOM: false, fatal: false }).decode(await (await adminGet('/wines.csv')).arrayBuffer());
    const rows = exported.trim().split('\r\n');
    expect(rows.some((row) => /[áéíóúâêôãõçÁÉÍÓÚÂÊÔÃÕÇ]/.test(row))).toBe(true); // the catalogue has accents to lose
    const edited = rows.map((row) => (row.startsWith(`${wine.sku};`) ? line(wine, { price: reais(wine.price - 1) }) : row)).join('\r\n');
    const preview = await importCsv(windows1252(edited), false);
    expect(preview.errors).toEqual([]);
    expect(preview.changes).toEqual([expect.objectContaining({ sku: wine.sku, after: { price: wine.price - 1 } })]);
  });

  it('refuses a name whose accents a character set broke, changing nothing', async () => {
    const accented = await testEnv.DB.prepare("SELECT sku, name FROM wines WHERE name GLOB '*[éç]*' ORDER BY id LIMIT 1").first<{
      sku: string;
      name: string;
    }>();
    const wine = (await wineBySku(accented?.sku ?? ''))!;
    const broken = (name: string) => new TextDecoder('windows-1252').decode(new TextEncoder().encode(name));
    for (const name of [broken(wine.name), wine.name.replace(/[éç]/, '\uFFFD')]) {
      const csv = [HEADER, line({ ...wine, name }, { price: reais(wine.price) })].join('\n');
      const preview = await importCsv(csv, true);
      expect(preview.applied).toBe(false);
      expect(preview.errors).toEqual([{ line: 2, message: ADMIN_MESSAGES.csvEncoding }]);
    }
    expect((await wineBySku(wine.sku))?.name).toBe(wine.name);
  });

  it('refuses a file larger than 1 MB without reading it all', async () => {
    const response = await SELF.fetch(`https://backend.test${ADMIN_API_PREFIX}/wines/import`, {
      method: 'POST',
      headers: { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR, 'content-type': 'text/csv' },
      body: `${HEADER}\n${'x'.repeat(1024 * 1024)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { file: ADMIN_MESSAGES.csvTooLarge } });
  });
});
