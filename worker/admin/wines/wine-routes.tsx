import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import { ADMIN_MESSAGES, type AdminWine, fieldErrors, WINE_IMPORT_LIMITS, type WineImportResult, wineEditSchema } from '../../../src/contracts/admin/api.ts';
import { productIdSchema } from '../../../src/contracts/wine.ts';
import type { AppEnv } from '../../env.ts';
import { adminDownload, adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm, readUploadedFile } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { changedWineInput } from '../../../src/core/rules/wine-edit-input.ts';
import { decodeSpreadsheetText } from '../../../src/core/rules/csv.ts';
import { readWineForm, type WineFormValues, wineFormValues } from './wine-form.ts';
import { readChosenPhoto } from './wine-photo.ts';
import { mergeEdit } from '../ui/edit-baseline.ts';
import { WineEditPage } from './WineEditPage.tsx';
import { WineImportPage } from './WineImportPage.tsx';
import { WineListPage } from './WineListPage.tsx';

/** The list's own query: `q` (name or SKU) and `pagina`; anything unreadable falls back to the first page of everything. */
const listQuerySchema = z.object({
  q: z.catch(z.string().check(z.trim(), z.maxLength(120)), ''),
  pagina: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
});

/** What a save ends with, shown on the page it redirects to (`?salvo=`). */
const OUTCOMES: Record<string, string> = {
  '1': 'Alterações salvas',
  '0': 'Nenhuma alteração para salvar.',
  foto: 'Foto salva',
  'sem-foto': 'A loja volta a mostrar a garrafa desenhada.',
  novo: 'Vinho criado. Envie a foto e marque "Ativo" para pô-lo à venda.',
};

function wineId(c: Context<AppEnv>): number | null {
  const parsed = productIdSchema.safeParse(c.req.param('id'));
  return parsed.success ? parsed.data : null;
}

async function editPage(
  c: Context<AppEnv>,
  wine: AdminWine,
  state: { values?: WineFormValues; saved?: string | undefined; message?: string; errors?: Record<string, string> },
  status: 200 | 400 = 200,
): Promise<Response> {
  const history = await readHistory(c, 'wine', wine.id);
  return adminPage(
    c,
    <WineEditPage
      storeName={c.env.STORE_NAME}
      owner={c.get('owner') ?? ''}
      wine={wine}
      values={state.values ?? wineFormValues(wine)}
      baseline={wineFormValues(wine)}
      history={history}
      saved={state.saved}
      {...(state.message ? { message: state.message } : {})}
      {...(state.errors ? { errors: state.errors } : {})}
    />,
    status,
  );
}

/** The form's text of the file being imported, url-encoded: up to three times its bytes. */
const IMPORT_FORM_LIMIT = WINE_IMPORT_LIMITS.bytes * 3;

function importPage(c: Context<AppEnv>, props: { preview?: { result: WineImportResult; csv: string }; fileError?: string }, status: 200 | 400 = 200) {
  return adminPage(c, <WineImportPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} {...props} />, status);
}

/** Sends the catalogue CSV to the admin API: its preview, or (`apply`) the import. */
function sendCatalogueCsv(c: Context<AppEnv>, csv: string, apply: boolean) {
  const body = { bytes: new TextEncoder().encode(csv).buffer as ArrayBuffer, type: 'text/csv; charset=utf-8' };
  return apply ? adminWrite(c, ADMIN_API.importWines, { query: { apply: 1 }, body }) : adminWrite(c, ADMIN_API.previewWineImport, { body });
}

const listWines = async (c: Context<AppEnv>) => {
  const { q, pagina } = listQuerySchema.parse(c.req.query());
  const list = await adminRead(c, ADMIN_API.wines, { query: { page: pagina, q: q || undefined } });
  if (!list) return notFoundPage(c);
  const imported = Number(c.req.query('importado'));
  const notice =
    Number.isInteger(imported) && imported > 0 ? `${imported === 1 ? '1 vinho atualizado' : `${imported} vinhos atualizados`} pelo CSV.` : undefined;
  return adminPage(c, <WineListPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} list={list} query={q} notice={notice} />);
};

const exportWines = (c: Context<AppEnv>) => adminDownload(c, ADMIN_API.exportWines);

const showImportForm = (c: Context<AppEnv>) => importPage(c, {});

const previewImport = async (c: Context<AppEnv>) => {
  const upload = await readUploadedFile(c, 'file', WINE_IMPORT_LIMITS.bytes);
  if (!upload.ok) return importPage(c, { fileError: upload.problem === 'tooLarge' ? ADMIN_MESSAGES.csvTooLarge : ADMIN_MESSAGES.csvMissing }, 400);
  // Excel in Portuguese saves Windows-1252 unless told "CSV UTF-8": either reads right
  const { text: csv } = decodeSpreadsheetText(new Uint8Array(await upload.file.arrayBuffer()));
  const preview = await sendCatalogueCsv(c, csv, false);
  if (!preview.ok) return importPage(c, { fileError: preview.fields.file ?? preview.message }, 400);
  return importPage(c, { preview: { result: preview.data, csv } });
};

const applyImport = async (c: Context<AppEnv>) => {
  const csv = (await readAdminForm(c, IMPORT_FORM_LIMIT)).get('csv') ?? '';
  const imported = await sendCatalogueCsv(c, csv, true);
  if (!imported.ok) return importPage(c, { fileError: imported.fields.file ?? imported.message }, 400);
  // the file changed nothing, or a line is now refused (the catalogue changed since the preview): show why
  if (!imported.data.applied) return importPage(c, { preview: { result: imported.data, csv } }, imported.data.errors.length > 0 ? 400 : 200);
  return c.redirect(`${ADMIN_PATHS.wines}?importado=${imported.data.changes.length}`, 303);
};

const showWine = async (c: Context<AppEnv, '/:id'>) => {
  const id = wineId(c);
  const wine = id === null ? null : await adminRead(c, ADMIN_API.wine, { params: { id } });
  if (!wine) return notFoundPage(c);
  return editPage(c, wine, { saved: OUTCOMES[c.req.query('salvo') ?? ''] });
};

const saveWine = async (c: Context<AppEnv, '/:id'>) => {
  const form = await readAdminForm(c);
  const id = wineId(c);
  const wine = id === null ? null : await adminRead(c, ADMIN_API.wine, { params: { id } });
  if (!wine) return notFoundPage(c);
  // what this page changed, over what is stored now: a save never undoes another tab's
  const merged = mergeEdit(form, readWineForm(form), wineFormValues(wine));
  const { values } = merged;
  if (!merged.ok) return editPage(c, wine, { values, message: merged.message, errors: merged.errors }, 400);
  const changes = changedWineInput(wine, values);
  if (Object.keys(changes).length === 0) return c.redirect(`${ADMIN_PATHS.wine(wine.id)}?salvo=0`, 303);
  // the shared contract judges the form before the API does, so a refusal costs no call
  const edit = wineEditSchema.safeParse(changes);
  if (!edit.success) return editPage(c, wine, { values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(edit.error.issues).fields }, 400);
  const saved = await adminWrite(c, ADMIN_API.editWine, { params: { id: wine.id }, body: { json: edit.data } });
  if (!saved.ok) return editPage(c, wine, { values, message: saved.message, errors: saved.fields }, 400);
  return c.redirect(`${ADMIN_PATHS.wine(wine.id)}?salvo=1`, 303);
};

const savePhoto = async (c: Context<AppEnv, '/:id/foto'>) => {
  const photo = await readChosenPhoto(c);
  const id = wineId(c);
  const wine = id === null ? null : await adminRead(c, ADMIN_API.wine, { params: { id } });
  if (!wine) return notFoundPage(c);
  const refuse = (message: string) => editPage(c, wine, { message: ADMIN_MESSAGES.invalidFields, errors: { image: message } }, 400);
  if (!photo.ok) return refuse(photo.message);
  const saved = await adminWrite(c, ADMIN_API.putWinePhoto, { params: { id: wine.id }, body: { bytes: photo.bytes, type: photo.type } });
  if (!saved.ok) return refuse(saved.fields.image ?? saved.message);
  return c.redirect(`${ADMIN_PATHS.wine(wine.id)}?salvo=foto`, 303);
};

const removePhoto = async (c: Context<AppEnv, '/:id/foto/remover'>) => {
  const id = wineId(c);
  const removed = id === null ? null : await adminWrite(c, ADMIN_API.removeWinePhoto, { params: { id } });
  if (!removed?.ok) return notFoundPage(c);
  return c.redirect(`${ADMIN_PATHS.wine(removed.data.id)}?salvo=sem-foto`, 303);
};

/** "Vinhos": the list with its search, the catalogue CSV, and each wine's edit page. */
export const wineRoutes = new Hono<AppEnv>()
  .get('/', listWines)
  .get('/exportar.csv', exportWines)
  .get('/importar', showImportForm)
  .post('/importar', previewImport)
  .post('/importar/aplicar', applyImport)
  .get('/:id', showWine)
  .post('/:id', saveWine)
  .post('/:id/foto', savePhoto)
  .post('/:id/foto/remover', removePhoto);
