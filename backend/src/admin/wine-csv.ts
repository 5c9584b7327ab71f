import {
  ADMIN_MESSAGES,
  type AdminWine,
  listPriceCoversPrice,
  WINE_CSV_COLUMNS,
  WINE_IMPORT_LIMITS,
  type WineEdit,
  type WineImportResult,
  wineEditSchema,
} from '../../../src/contracts/admin/api.ts';
import { Hono } from 'hono';
import { cellValue, changedByEncodingAlone, decodeSpreadsheetText, parseCsv, toCsv } from '../../../src/core/rules/csv.ts';
import { reaisForInput } from '../../../src/core/rules/money.ts';
import { changedWineInput } from '../../../src/core/rules/wine-edit-input.ts';
import type { BackendEnv } from '../env.ts';
import { InvalidFieldsError } from '../errors.ts';
import { readRawBody } from '../validation/request.ts';
import { allAdminWines, changedWineFields, wineEditStatements } from './admin-wines.ts';
import { csvDownload } from './csv-download.ts';
import { actorOf } from './admin-actor.ts';

/**
 * The catalogue as a spreadsheet (docs/operating-the-shop.md): the owner exports it, changes
 * names, prices, stock or `ativo` in Excel, and imports it back. An import is first a preview of
 * what would change, line by line; it is applied only when no line is refused, all in one D1
 * batch with one audit row per wine (nothing half-saved).
 */

/** The catalogue CSV, every wine by name. */
async function catalogueCsv(db: D1Database): Promise<string> {
  const wines = await allAdminWines(db);
  return toCsv([
    WINE_CSV_COLUMNS,
    ...wines.map((wine) => [wine.sku, wine.name, reaisForInput(wine.price), reaisForInput(wine.list_price), wine.stock, wine.active ? 'sim' : 'não']),
  ]);
}

const ACTIVE: Readonly<Record<string, boolean>> = { sim: true, s: true, '1': true, não: false, nao: false, n: false, '0': false };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The first pt-BR message of each refused field, as one line of text. */
function refusalOf(issues: ReadonlyArray<{ message: string }>): string {
  return [...new Set(issues.map((issue) => issue.message))].join(' ');
}

interface PlannedChange {
  line: number;
  wine: AdminWine;
  edit: WineEdit;
}

/** Reads every line against the stored catalogue: the changes it asks for and the lines refused. */
async function planImport(db: D1Database, text: string): Promise<{ changes: PlannedChange[]; errors: WineImportResult['errors']; unchanged: number }> {
  const rows = parseCsv(text);
  const header = (rows[0] ?? []).map((cell) => cellValue(cell).toLowerCase());
  if (header.join(';') !== WINE_CSV_COLUMNS.join(';')) return { changes: [], errors: [{ line: 1, message: ADMIN_MESSAGES.csvHeader }], unchanged: 0 };
  const lines = rows
    .slice(1)
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter(({ cells }) => !isBlank(cells));
  if (lines.length === 0) return { changes: [], errors: [{ line: 2, message: ADMIN_MESSAGES.csvEmpty }], unchanged: 0 };
  if (lines.length > WINE_IMPORT_LIMITS.rows) return { changes: [], errors: [{ line: 1, message: ADMIN_MESSAGES.csvTooLarge }], unchanged: 0 };

  const bySku = new Map((await allAdminWines(db)).map((wine) => [wine.sku, wine]));
  const seen = new Set<string>();
  const changes: PlannedChange[] = [];
  const errors: WineImportResult['errors'] = [];
  let unchanged = 0;
  for (const { line, cells } of lines) {
    if (cells.length !== WINE_CSV_COLUMNS.length) {
      errors.push({ line, message: ADMIN_MESSAGES.csvColumns });
      continue;
    }
    const [sku = '', name = '', price = '', listPrice = '', stock = '', active = ''] = cells.map(cellValue);
    const wine = bySku.get(sku);
    if (!wine) {
      errors.push({ line, message: ADMIN_MESSAGES.csvUnknownSku });
      continue;
    }
    if (seen.has(sku)) {
      errors.push({ line, message: ADMIN_MESSAGES.csvDuplicateSku });
      continue;
    }
    seen.add(sku);
    const isActive = ACTIVE[active.toLowerCase()];
    if (isActive === undefined) {
      errors.push({ line, message: ADMIN_MESSAGES.csvActive });
      continue;
    }
    // a name whose accents a character set broke is refused, never saved (docs/operating-the-shop.md)
    if (changedByEncodingAlone(name, wine.name)) {
      errors.push({ line, message: ADMIN_MESSAGES.csvEncoding });
      continue;
    }
    const input = changedWineInput(wine, { name, price, list_price: listPrice, stock, active: isActive });
    if (Object.keys(input).length === 0) {
      unchanged += 1;
      continue;
    }
    const edit = wineEditSchema.safeParse(input);
    if (!edit.success) {
      errors.push({ line, message: refusalOf(edit.error.issues) });
      continue;
    }
    if (!listPriceCoversPrice(edit.data.price ?? wine.price, edit.data.list_price ?? wine.list_price)) {
      errors.push({ line, message: ADMIN_MESSAGES.priceAboveListPrice });
      continue;
    }
    changes.push({ line, wine, edit: edit.data });
  }
  return { changes, errors, unchanged };
}

/**
 * The preview (`apply` false) or the import itself: with no refused line, every change and its
 * audit row in one batch.
 */
async function importCatalogueCsv(db: D1Database, text: string, options: { apply: boolean; actor: string; now: Date }): Promise<WineImportResult> {
  const plan = await planImport(db, text);
  const apply = options.apply && plan.errors.length === 0 && plan.changes.length > 0;
  if (apply) {
    const who = { actor: options.actor, now: options.now, action: 'import' };
    await db.batch(plan.changes.flatMap(({ wine, edit }) => wineEditStatements(db, wine.id, edit, changedWineFields(wine, edit), who)));
  }
  return {
    applied: apply,
    changes: plan.changes.map(({ line, wine, edit }) => {
      const fields = changedWineFields(wine, edit);
      return {
        line,
        id: wine.id,
        sku: wine.sku,
        name: wine.name,
        before: Object.fromEntries(fields.map((field) => [field, wine[field]])),
        after: Object.fromEntries(fields.map((field) => [field, edit[field]])),
      };
    }),
    errors: plan.errors,
    unchanged: plan.unchanged,
  };
}

/** The catalogue CSV's routes on the admin API: the export, and the import (`?apply=1`) or its preview. */
export const wineCsvRoutes = new Hono<BackendEnv>()
  .get('/wines.csv', async (c) => csvDownload(c, 'vinhos', await catalogueCsv(c.env.DB)))
  .post('/wines/import', async (c) => {
    const actor = actorOf(c);
    const bytes = await readRawBody(c.req.raw, WINE_IMPORT_LIMITS.bytes);
    if (!bytes) throw new InvalidFieldsError(ADMIN_MESSAGES.csvTooLarge, { file: ADMIN_MESSAGES.csvTooLarge });
    // Excel in Portuguese saves Windows-1252 unless told "CSV UTF-8": either reads right
    const { text } = decodeSpreadsheetText(bytes);
    return c.json(await importCatalogueCsv(c.env.DB, text, { apply: c.req.query('apply') === '1', actor, now: new Date() }));
  });
