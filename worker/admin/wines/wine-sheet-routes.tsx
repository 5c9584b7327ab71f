import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, type AdminWine, fieldErrors } from '../../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { newWineSchema, type WineFactChoices, wineFactsSchema } from '../../../src/contracts/admin/wine-facts.ts';
import { productIdSchema } from '../../../src/contracts/wine.ts';
import { parseReais } from '../../../src/core/rules/money.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { EMPTY_SHEET, readWineSheet, type WineSheetValues, wineSheetPayload, wineSheetValues } from './wine-sheet-form.ts';
import { type NewWineValues, NewWinePage, WineSheetPage } from './WineSheetPages.tsx';
import { typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { savedNotice } from '../single-form-routes.ts';
import { mergeEdit } from '../ui/edit-baseline.ts';

interface Refusal {
  message: string;
  errors: Record<string, string>;
}

const owner = (c: Context<AppEnv>) => ({ storeName: c.env.STORE_NAME, owner: c.get('owner') ?? '' });

const readSheet = (c: Context<AppEnv>, wine: AdminWine) => adminRead(c, ADMIN_API.wineFacts, { params: { id: wine.id } });

async function sheetPage(c: Context<AppEnv>, wine: AdminWine, state: { values?: WineSheetValues; saved?: string | undefined } & Partial<Refusal>) {
  const [page, history] = await Promise.all([readSheet(c, wine), readHistory(c, 'wine', wine.id)]);
  if (!page) return notFoundPage(c);
  const stored = wineSheetValues(page.facts);
  return adminPage(
    c,
    <WineSheetPage
      {...owner(c)}
      wine={wine}
      values={state.values ?? stored}
      baseline={stored}
      choices={page.choices}
      history={history}
      saved={state.saved}
      message={state.message}
      errors={state.errors ?? {}}
    />,
    state.message ? 400 : 200,
  );
}

async function newWinePage(c: Context<AppEnv>, values: NewWineValues, refusal?: Refusal) {
  const choices: WineFactChoices | null = await adminRead(c, ADMIN_API.wineChoices);
  if (!choices) return notFoundPage(c);
  return adminPage(
    c,
    <NewWinePage {...owner(c)} values={values} choices={choices} message={refusal?.message} errors={refusal?.errors ?? {}} />,
    refusal ? 400 : 200,
  );
}

const EMPTY_WINE: NewWineValues = { sku: '', name: '', price: '', list_price: '', stock: '0', active: false, sheet: EMPTY_SHEET };

function readNewWine(form: URLSearchParams): NewWineValues {
  return {
    sku: form.get('sku') ?? '',
    name: form.get('name') ?? '',
    price: form.get('price') ?? '',
    list_price: form.get('list_price') ?? '',
    stock: form.get('stock') ?? '',
    active: form.get('active') === 'sim',
    sheet: readWineSheet(form),
  };
}

const newWinePayload = (values: NewWineValues) => ({
  sku: values.sku,
  name: values.name,
  price: parseReais(values.price),
  list_price: parseReais(values.list_price),
  stock: typedWholeNumber(values.stock),
  active: values.active,
  ...wineSheetPayload(values.sheet),
});

const readWine = async (c: Context<AppEnv>) => {
  const id = productIdSchema.safeParse(c.req.param('id'));
  return id.success ? adminRead(c, ADMIN_API.wine, { params: { id: id.data } }) : null;
};

const showNewWineForm = (c: Context<AppEnv>) => newWinePage(c, EMPTY_WINE);

const createWine = async (c: Context<AppEnv>) => {
  const values = readNewWine(await readAdminForm(c));
  const wine = newWineSchema.safeParse(newWinePayload(values));
  if (!wine.success) return newWinePage(c, values, { message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(wine.error.issues).fields });
  const created = await adminWrite(c, ADMIN_API.createWine, { body: { json: wine.data } });
  if (!created.ok) return newWinePage(c, values, { message: created.message, errors: created.fields });
  return c.redirect(`${ADMIN_PATHS.wine(created.data.id)}?salvo=novo`, 303);
};

const showWineSheet = async (c: Context<AppEnv, '/:id/ficha'>) => {
  const wine = await readWine(c);
  if (!wine) return notFoundPage(c);
  return sheetPage(c, wine, { saved: savedNotice(c) });
};

const saveWineSheet = async (c: Context<AppEnv, '/:id/ficha'>) => {
  const form = await readAdminForm(c);
  const wine = await readWine(c);
  const sheet = wine && (await readSheet(c, wine));
  if (!wine || !sheet) return notFoundPage(c);
  // what this page changed, over what is stored now: a save never undoes another tab's
  const merged = mergeEdit(form, readWineSheet(form), wineSheetValues(sheet.facts));
  const { values } = merged;
  if (!merged.ok) return sheetPage(c, wine, { values, message: merged.message, errors: merged.errors });
  const facts = wineFactsSchema.safeParse(wineSheetPayload(values));
  if (!facts.success) return sheetPage(c, wine, { values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(facts.error.issues).fields });
  const saved = await adminWrite(c, ADMIN_API.saveWineFacts, { params: { id: wine.id }, body: { json: facts.data } });
  if (!saved.ok) return sheetPage(c, wine, { values, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.wineSheet(wine.id)}?salvo=1`, 303);
};

/**
 * "Novo vinho" and a wine's sheet ("Ficha do vinho"), beside its price, stock and photo
 * (wine-routes.tsx). Every save purges the pages a wine shows on (its ADMIN_API row says which).
 */
export const wineSheetRoutes = new Hono<AppEnv>()
  .get('/novo', showNewWineForm)
  .post('/novo', createWine)
  .get('/:id/ficha', showWineSheet)
  .post('/:id/ficha', saveWineSheet);
