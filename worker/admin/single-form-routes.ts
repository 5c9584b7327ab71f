import { type Context, Hono } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { ADMIN_MESSAGES, fieldErrors } from '../../src/contracts/admin/api.ts';
import type { CacheScope } from '../../src/contracts/own-backend-api.ts';
import type { AppEnv } from '../env.ts';
import { adminRead, adminWrite } from './admin-api.ts';
import { readAdminForm } from './admin-form.ts';
import { notFoundPage } from './pages/NotFoundPage.tsx';
import { mergeEdit } from './ui/edit-baseline.ts';

/** What a save of the posted form ends with before it reaches the API. */
export type FormCheck<Payload> = { ok: true; payload: Payload } | { ok: false; message: string; errors: Record<string, string> };

/** A section's page state: the form's values, and the outcome of the last save or its refusal. */
export interface FormState<Values> {
  values: Values;
  /** The stored record's values, as the page shows them to edit from (ui/edit-baseline.ts). */
  baseline: Values;
  saved?: string | undefined;
  message?: string;
  errors?: Record<string, string>;
}

/** One of the shop's single-record sections ("Configurações", "Dados da empresa", "Frete"). */
interface SingleFormSection<Record, Values extends object, Payload> {
  read: { method: 'GET'; path: string; response: ZodMiniType<Record> };
  write: { method: 'PATCH' | 'PUT'; path: string; response: ZodMiniType<unknown>; purges: readonly CacheScope[] };
  /** Where a save goes back to (`?salvo=1` appended). */
  path: string;
  valuesOf: (record: Record) => Values;
  readForm: (form: URLSearchParams) => Values;
  check: (values: Values) => FormCheck<Payload>;
  page: (c: Context<AppEnv>, state: FormState<Values>) => Promise<Response>;
}

/** The notice a page shows after a save redirected to it. */
export const savedNotice = (c: Context<AppEnv>) => (c.req.query('salvo') === '1' ? 'Alterações salvas' : undefined);

/**
 * A section that edits one record: its page with the stored values, and a save that applies what
 * the page changed over what is stored now (ui/edit-baseline.ts), checks the form before the API
 * does (a refusal costs no call), writes through its ADMIN_API row (which
 * purges what the shop shows of it) and goes back to the page with "Alterações salvas".
 */
export function singleFormRoutes<Record, Values extends object, Payload>(section: SingleFormSection<Record, Values, Payload>) {
  const showSection = async (c: Context<AppEnv>) => {
    const record = await adminRead(c, section.read);
    if (!record) return notFoundPage(c);
    const values = section.valuesOf(record);
    return section.page(c, { values, baseline: values, saved: savedNotice(c) });
  };
  const saveSection = async (c: Context<AppEnv>) => {
    const form = await readAdminForm(c);
    const record = await adminRead(c, section.read);
    if (!record) return notFoundPage(c);
    const baseline = section.valuesOf(record);
    // what this page changed, over what is stored now: a save never undoes another tab's
    const merged = mergeEdit(form, section.readForm(form), baseline);
    const { values } = merged;
    if (!merged.ok) return section.page(c, { values, baseline, message: merged.message, errors: merged.errors });
    const checked = section.check(values);
    if (!checked.ok) return section.page(c, { values, baseline, message: checked.message, errors: checked.errors });
    const saved = await adminWrite(c, section.write, { body: { json: checked.payload } });
    if (!saved.ok) return section.page(c, { values, baseline, message: saved.message, errors: saved.fields });
    return c.redirect(`${section.path}?salvo=1`, 303);
  };
  return new Hono<AppEnv>().get('/', showSection).post('/', saveSection);
}

/** A check by the shared contract's schema: the payload it gives, or its pt-BR message per field. */
export function schemaCheck<Values, Payload>(schema: ZodMiniType<Payload>, payloadOf: (values: Values) => unknown) {
  return (values: Values): FormCheck<Payload> => {
    const parsed = schema.safeParse(payloadOf(values));
    if (parsed.success) return { ok: true, payload: parsed.data };
    return { ok: false, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(parsed.error.issues).fields };
  };
}
