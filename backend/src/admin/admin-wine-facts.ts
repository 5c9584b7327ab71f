import { type Context, Hono } from 'hono';
import {
  type NewWine,
  newWineSchema,
  WINE_FACT_FIELDS,
  WINE_FACT_MESSAGES as M,
  type WineFactChoices,
  type WineFacts,
  type WineFactsPage,
  wineFactsSchema,
} from '../../../src/contracts/admin/wine-facts.ts';
import { parseGrapeList } from '../../../src/contracts/grape-list.ts';
import { productIdSchema } from '../../../src/contracts/wine.ts';
import { slugify } from '../../../src/core/rules/slug.ts';
import type { BackendEnv } from '../env.ts';
import { InvalidFieldsError, NotFoundError, respondToError } from '../errors.ts';
import { generatedBottleUrl } from '../media/wine-photos.ts';
import { readJsonFields, readParam } from '../validation/request.ts';
import { isUniqueViolation } from './admin-record.ts';
import { auditStatement } from './audit-log.ts';
import { findAdminWine } from './admin-wines.ts';
import { actorOf } from './admin-actor.ts';

/**
 * A wine's sheet ("Ficha do vinho") and new wines (contract `src/contracts/admin/wine-facts.ts`).
 * Types, countries and grapes must be the catalogue's categories, moments its occasion and dish
 * buttons, so a wine always lands on the pages and filters it names; the finder's bits and the
 * search index follow by the database's own triggers (migrations 0002, 0030). Each write and its
 * audit row are one D1 batch.
 */
const WINE_NOT_FOUND = 'Vinho não encontrado';
const INVALID_WINE_ID = 'Código de vinho inválido';

/** The storefront variant id of a product id (as the seed gives it: backend/seed/catalogue.ts). */
const variantIdOf = (id: number) => id + 100_000;

const FACT_COLUMNS = `type_slug, country_slug, grape_slug, producer, region, appellation, sweetness, vintage, volume_ml, alcohol, description, pairing,
  ageing, black_friday`;

/** The grapes as the owner types them, shares included (src/contracts/grape-list.ts). */
const TYPED_BLEND_SQL = `(SELECT coalesce(group_concat(name || CASE WHEN share IS NULL THEN '' ELSE ' ' || share || '%' END, ', ' ORDER BY position), '')
  FROM wine_grapes WHERE wine_id = w.id)`;

async function readChoices(db: D1Database): Promise<WineFactChoices> {
  const [categories, buttons] = await db.batch<{ kind: string; slug: string; name: string }>([
    db.prepare('SELECT kind, slug, name FROM categories ORDER BY kind, position, name'),
    db.prepare(
      "SELECT g.type AS kind, b.slug, b.name FROM category_buttons b JOIN filter_groups g ON g.id = b.group_id WHERE g.type IN ('occasion', 'main_course') ORDER BY g.type, b.position",
    ),
  ]);
  const of = (rows: { kind: string; slug: string; name: string }[] | undefined, kind: string) =>
    (rows ?? []).filter((row) => row.kind === kind).map(({ slug, name }) => ({ slug, name }));
  return {
    types: of(categories?.results, 'tipo'),
    countries: of(categories?.results, 'pais'),
    grapes: of(categories?.results, 'uva'),
    occasions: of(buttons?.results, 'occasion'),
    dishes: of(buttons?.results, 'main_course'),
  };
}

interface FactsRow extends Omit<WineFacts, 'black_friday' | 'moments'> {
  black_friday: number;
  moments: string;
}

const MOMENTS_SQL = `(SELECT coalesce(json_group_array(b.slug), '[]') FROM wine_category_buttons wb JOIN category_buttons b ON b.id = wb.button_id
  JOIN filter_groups g ON g.id = b.group_id WHERE wb.wine_id = w.id AND g.type IN ('occasion', 'main_course'))`;

async function readFacts(db: D1Database, id: number): Promise<WineFacts | null> {
  const row = await db
    .prepare(`SELECT ${FACT_COLUMNS}, ${TYPED_BLEND_SQL} AS blend, ${MOMENTS_SQL} AS moments FROM wines w WHERE id = ?`)
    .bind(id)
    .first<FactsRow>();
  if (!row) return null;
  return { ...row, black_friday: row.black_friday === 1, moments: JSON.parse(row.moments) as string[] };
}

/** Refuses, field by field, a type, country, grape or moment the catalogue does not have. */
function checkChoices(facts: WineFacts, choices: WineFactChoices): void {
  const known = (list: { slug: string }[], slug: string) => list.some((choice) => choice.slug === slug);
  const fields: Record<string, string> = {};
  if (!known(choices.types, facts.type_slug)) fields.type_slug = M.type;
  if (!known(choices.countries, facts.country_slug)) fields.country_slug = M.country;
  if (facts.grape_slug !== '' && !known(choices.grapes, facts.grape_slug)) fields.grape_slug = M.grape;
  if (!facts.moments.every((slug) => known([...choices.occasions, ...choices.dishes], slug))) fields.moments = M.moments;
  if (Object.keys(fields).length > 0) throw new InvalidFieldsError(M.invalidFields, fields);
}

/**
 * The statements that write a wine's sheet: its columns, its grapes and its moments, replaced.
 * The main grape is on the page the owner chose; another grape on the page of its name, if any.
 * `wines.blend` follows the grapes (migration 0049's triggers).
 */
function factStatements(db: D1Database, id: number, facts: WineFacts): D1PreparedStatement[] {
  const { moments, black_friday, blend, ...columns } = facts;
  const names = Object.keys(columns);
  const typed = parseGrapeList(blend) ?? [];
  // no grapes typed: the wine's grape is its page's (so that page still lists it)
  const grapes = typed.length > 0 || facts.grape_slug === '' ? typed : [{ name: '', share: null }];
  return [
    db
      .prepare(`UPDATE wines SET ${names.map((name) => `${name} = ?`).join(', ')}, black_friday = ? WHERE id = ?`)
      .bind(...Object.values(columns), black_friday ? 1 : 0, id),
    db.prepare('DELETE FROM wine_grapes WHERE wine_id = ?').bind(id),
    ...grapes.map(({ name, share }, position) =>
      db
        .prepare(
          `INSERT INTO wine_grapes (wine_id, position, name, share, grape_slug)
           VALUES (?1, ?2, coalesce(nullif(?3, ''), (SELECT name FROM categories WHERE slug = ?5)), ?4,
             CASE WHEN ?2 = 0 THEN nullif(?5, '') ELSE (SELECT slug FROM categories WHERE kind = 'uva' AND lower(name) = lower(?3)) END)`,
        )
        .bind(id, position, name, share, facts.grape_slug),
    ),
    db
      .prepare(
        `DELETE FROM wine_category_buttons WHERE wine_id = ? AND button_id IN
           (SELECT b.id FROM category_buttons b JOIN filter_groups g ON g.id = b.group_id WHERE g.type IN ('occasion', 'main_course'))`,
      )
      .bind(id),
    ...(moments.length > 0
      ? [
          db
            .prepare(
              `INSERT INTO wine_category_buttons (wine_id, button_id) SELECT ?, b.id FROM category_buttons b JOIN filter_groups g ON g.id = b.group_id
               WHERE g.type IN ('occasion', 'main_course') AND b.slug IN (${moments.map(() => '?').join(', ')})`,
            )
            .bind(id, ...moments),
        ]
      : []),
  ];
}

async function putFacts(db: D1Database, id: number, facts: WineFacts, actor: string, now: Date): Promise<WineFacts | null> {
  const current = await readFacts(db, id);
  if (!current) return null;
  checkChoices(facts, await readChoices(db));
  const changed = WINE_FACT_FIELDS.filter((field) => JSON.stringify(facts[field]) !== JSON.stringify(current[field]));
  if (changed.length === 0) return current;
  const pick = (values: WineFacts) => Object.fromEntries(changed.map((field) => [field, values[field]]));
  await db.batch([
    auditStatement(db, {
      at: now,
      actor,
      action: 'update',
      entity: 'wine',
      entityId: String(id),
      before: { sql: 'SELECT ?', params: [JSON.stringify(pick(current))] },
      after: pick(facts),
    }),
    ...factStatements(db, id, facts),
  ]);
  return readFacts(db, id);
}

async function createWine(db: D1Database, wine: NewWine, actor: string, now: Date): Promise<number> {
  checkChoices(wine, await readChoices(db));
  const { sku, name, price, list_price, stock, active, ...facts } = wine;
  for (let attempt = 1; ; attempt++) {
    const next = await db.prepare('SELECT coalesce(max(id), 1000) + 1 AS id FROM wines').first<{ id: number }>();
    const id = next?.id ?? 1001;
    try {
      await db.batch([
        auditStatement(db, { at: now, actor, action: 'create', entity: 'wine', entityId: String(id), before: null, after: { ...wine } }),
        db
          .prepare('INSERT INTO wines (id, variant_id, sku, name, price, list_price, stock, image_url, slug, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .bind(id, variantIdOf(id), sku, name, price, list_price, stock, generatedBottleUrl(id), slugify(name), active ? 1 : 0),
        ...factStatements(db, id, facts),
      ]);
      return id;
    } catch (error) {
      if (isUniqueViolation(error, 'wines.sku')) throw new InvalidFieldsError(M.invalidFields, { sku: M.skuTaken });
      if (attempt < 3 && (isUniqueViolation(error, 'wines.id') || isUniqueViolation(error, 'wines.variant_id'))) continue;
      throw error;
    }
  }
}

const wineIdOf = (c: Context) => readParam(c, 'id', productIdSchema, INVALID_WINE_ID);

/** `GET /admin-api/wine-choices`: what a new wine's sheet may name. */
export const wineChoiceRoutes = new Hono<BackendEnv>().get('/', async (c) => c.json(await readChoices(c.env.DB))).onError(respondToError);

/** Mounted at /admin-api/wines: `POST /` (a new wine), `GET`/`PUT /:id/facts`. */
export const wineFactRoutes = new Hono<BackendEnv>()
  .post('/', async (c) => {
    const actor = actorOf(c);
    const wine = await readJsonFields(c, newWineSchema, M.invalidFields);
    const id = await createWine(c.env.DB, wine, actor, new Date());
    return c.json(await findAdminWine(c.env.DB, id), 201);
  })
  .get('/:id/facts', async (c) => {
    const facts = await readFacts(c.env.DB, wineIdOf(c));
    if (!facts) throw new NotFoundError(WINE_NOT_FOUND);
    return c.json({ facts, choices: await readChoices(c.env.DB) } satisfies WineFactsPage);
  })
  .put('/:id/facts', async (c) => {
    const id = wineIdOf(c);
    const actor = actorOf(c);
    const facts = await readJsonFields(c, wineFactsSchema, M.invalidFields);
    const saved = await putFacts(c.env.DB, id, facts, actor, new Date());
    if (!saved) throw new NotFoundError(WINE_NOT_FOUND);
    return c.json(saved);
  })
  .onError(respondToError);
