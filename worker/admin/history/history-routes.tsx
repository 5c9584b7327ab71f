import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import type { AuditEntity, AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead } from '../admin-api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { AuditTable } from '../ui/AuditTable.tsx';
import type { ChoiceNames } from '../ui/choices.ts';
import { POPUP_CHOICE_NAMES, POPUP_FIELD_LABELS } from '../banners/popup-form.ts';
import { MESSAGE_FIELD_LABELS, PAGE_BANNER_FIELD_LABELS } from '../banners/strip-and-page-forms.ts';
import { CAMPAIGN_FIELD_LABELS } from '../campaigns/campaign-form.ts';
import { COUPON_CHOICE_NAMES, COUPON_FIELD_LABELS } from '../coupons/coupon-form.ts';
import { PARTNER_FIELD_LABELS } from '../partners/partner-form.ts';
import { COMPANY_FIELD_LABELS } from '../company/company-form.ts';
import { SETTINGS_FIELD_LABELS } from '../settings/settings-form.ts';
import { SHIPPING_LABELS } from '../shipping/shipping-form.ts';
import { WINE_HISTORY_LABELS } from '../wines/wine-form.ts';

/** What each audited entity is, as the owner reads it, and its fields under their forms' labels. */
const ENTITIES: Record<AuditEntity, { name: string; labels?: Record<string, string>; choices?: ChoiceNames }> = {
  wine: { name: 'Vinho', labels: WINE_HISTORY_LABELS },
  coupon: { name: 'Cupom', labels: { ...COUPON_FIELD_LABELS, description: 'Descrição', active: 'Ativo' }, choices: COUPON_CHOICE_NAMES },
  partner: { name: 'Parceiro', labels: PARTNER_FIELD_LABELS },
  campaign: { name: 'Campanha', labels: CAMPAIGN_FIELD_LABELS },
  popup_banner: { name: 'Popup', labels: POPUP_FIELD_LABELS, choices: POPUP_CHOICE_NAMES },
  message_banner: { name: 'Mensagem da faixa', labels: MESSAGE_FIELD_LABELS },
  page_banner: { name: 'Banner de página', labels: PAGE_BANNER_FIELD_LABELS },
  promotion: { name: 'Promoção', labels: SETTINGS_FIELD_LABELS },
  shop_settings: { name: 'Configurações', labels: SETTINGS_FIELD_LABELS },
  customer: { name: 'Cliente', labels: { dados_pessoais: 'Dados pessoais' } },
  order: { name: 'Pedido', labels: { status: 'Situação', tracking_code: 'Código de rastreio', amount: 'Valor estornado', lines: 'Vinhos estornados' } },
  shipping: { name: 'Frete', labels: SHIPPING_LABELS },
  company: { name: 'Dados da empresa', labels: COMPANY_FIELD_LABELS },
  newsletter: { name: 'Inscrição na newsletter (código do e-mail)', labels: { inscrito: 'Inscrito' } },
};

/** An entry's entity as the owner reads it; a name this edge does not know yet (a newer backend) shows as it is. */
const entityOf = (entity: string) => (ENTITIES as Partial<Record<string, (typeof ENTITIES)[AuditEntity]>>)[entity];

/** "Vinho 1023", "Cupom NATAL15"; a record that is the only one of its kind by its name alone ("Frete", not "Frete frete"). */
function recordName(entry: AuditEntry): string {
  const name = entityOf(entry.entity)?.name ?? entry.entity;
  return entry.entity_id.toLowerCase() === name.toLowerCase() ? name : `${name} ${entry.entity_id}`;
}

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);

const showHistory = async (c: Context<AppEnv>) => {
  const page = pageSchema.parse(c.req.query('pagina'));
  const log = await adminRead(c, ADMIN_API.audit, { query: { page } });
  const entries = log?.entries ?? [];
  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  return adminPage(
    c,
    <AdminDocument title="Histórico" storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} section="Histórico">
      <AuditTable
        entries={entries}
        labels={(entity) => entityOf(entity)?.labels ?? {}}
        choices={(entity) => entityOf(entity)?.choices ?? {}}
        recordName={recordName}
      />
      {pages > 1 ? (
        <nav className="pager" aria-label="Páginas">
          {page > 1 ? <a href={`${ADMIN_PATHS.history}?pagina=${page - 1}`}>Mais recentes</a> : null}
          <span>
            Página {page} de {pages}
          </span>
          {page < pages ? <a href={`${ADMIN_PATHS.history}?pagina=${page + 1}`}>Mais antigas</a> : null}
        </nav>
      ) : null}
    </AdminDocument>,
  );
};

/**
 * "Histórico": every change made in the back office, newest first, 50 a page: who, when, which
 * record, and each field before and after (the audit log, written with each change).
 */
export const historyRoutes = new Hono<AppEnv>().get('/', showHistory);
