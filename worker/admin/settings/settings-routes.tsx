import type { Context } from 'hono';
import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { shopSettingsEditSchema } from '../../../src/contracts/admin/settings.ts';
import type { AppEnv } from '../../env.ts';
import { readHistory } from '../admin-api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { type FormState, schemaCheck, singleFormRoutes } from '../single-form-routes.ts';
import { readSettingsForm, type SettingsFormValues, settingsFormValues, settingsPayload } from './settings-form.ts';
import { SettingsPage } from './SettingsPage.tsx';

/** The promotion and the Pix discount's changes, newest first. */
async function settingsHistory(c: Context<AppEnv>): Promise<AuditEntry[]> {
  const [promotion, pix] = await Promise.all([readHistory(c, 'promotion'), readHistory(c, 'shop_settings')]);
  return [...promotion, ...pix].sort((a, b) => b.id - a.id);
}

async function settingsPage(c: Context<AppEnv>, state: FormState<SettingsFormValues>) {
  return adminPage(
    c,
    <SettingsPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={await settingsHistory(c)} {...state} />,
    state.message ? 400 : 200,
  );
}

/**
 * "Configurações". The promotion shows in the filter data every page reads and the Pix discount in
 * every wine's price "no Pix": a save purges the catalogue and settings scopes (and so every page).
 */
export const settingsRoutes = singleFormRoutes({
  read: ADMIN_API.settings,
  write: ADMIN_API.editSettings,
  path: ADMIN_PATHS.settings,
  valuesOf: settingsFormValues,
  readForm: readSettingsForm,
  check: schemaCheck(shopSettingsEditSchema, settingsPayload),
  page: settingsPage,
});
