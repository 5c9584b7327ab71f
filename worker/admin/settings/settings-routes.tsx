import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, type AuditEntry, fieldErrors } from '../../../src/contracts/admin/api.ts';
import { shopSettingsEditSchema } from '../../../src/contracts/admin/settings.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { readSettingsForm, type SettingsFormValues, settingsFormValues, settingsPayload } from './settings-form.ts';
import { SettingsPage } from './SettingsPage.tsx';

/** The promotion and the Pix discount's changes, newest first. */
async function settingsHistory(c: Context<AppEnv>): Promise<AuditEntry[]> {
  const [promotion, pix] = await Promise.all([readHistory(c, 'promotion'), readHistory(c, 'shop_settings')]);
  return [...promotion, ...pix].sort((a, b) => b.id - a.id);
}

async function page(c: Context<AppEnv>, state: { values: SettingsFormValues; saved?: string | undefined; message?: string; errors?: Record<string, string> }) {
  return adminPage(
    c,
    <SettingsPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={await settingsHistory(c)} {...state} />,
    state.message ? 400 : 200,
  );
}

const showSettings = async (c: Context<AppEnv>) => {
  const settings = await adminRead(c, ADMIN_API.settings);
  if (!settings) return notFoundPage(c);
  return page(c, { values: settingsFormValues(settings), saved: c.req.query('salvo') === '1' ? 'Alterações salvas' : undefined });
};

const saveSettings = async (c: Context<AppEnv>) => {
  const values = readSettingsForm(await readAdminForm(c));
  const edit = shopSettingsEditSchema.safeParse(settingsPayload(values));
  if (!edit.success) return page(c, { values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(edit.error.issues).fields });
  const saved = await adminWrite(c, ADMIN_API.editSettings, { body: { json: edit.data } });
  if (!saved.ok) return page(c, { values, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.settings}?salvo=1`, 303);
};

/**
 * "Configurações". The promotion shows in the filter data every page reads and the Pix discount in
 * every wine's price "no Pix": a save purges the catalogue and settings scopes (and so every page).
 */
export const settingsRoutes = new Hono<AppEnv>().get('/', showSettings).post('/', saveSettings);
