import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { AdminCampaign } from '../../../src/contracts/admin/campaigns.ts';
import { ROUTES } from '../../../src/core/routes.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { AuditTable } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextAreaField, TextField } from '../ui/fields.tsx';
import { CAMPAIGN_FIELD_LABELS, type CampaignFormValues, lastDayOf } from './campaign-form.ts';

/** AAAA-MM-DD as Brazilians read it; anything else as stored. */
const brazilianDate = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** What the shop does with the campaign now: GET /api/campaigns shows the active ones not yet ended. */
function situation(campaign: AdminCampaign, now: Date): string {
  if (!campaign.active) return 'Inativa';
  if (campaign.ends_at && new Date(campaign.ends_at) <= now) return 'Encerrada';
  return 'Ativa';
}

/** "Campanhas": every campaign in the page's order, inactive and ended ones too. */
export function CampaignListPage({ storeName, owner, campaigns, now }: { storeName: string; owner: string; campaigns: readonly AdminCampaign[]; now: Date }) {
  return (
    <AdminDocument title="Campanhas" storeName={storeName} owner={owner} section="Campanhas">
      <p>
        <a className="button" href={ADMIN_PATHS.newCampaign}>
          Nova campanha
        </a>{' '}
        <a href={ROUTES.policies.campaigns}>Ver a página de campanhas na loja</a>
      </p>
      {campaigns.length === 0 ? (
        <p>Nenhuma campanha cadastrada.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Campanha</th>
              <th scope="col">Cupom</th>
              <th scope="col">Último dia</th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.slug}>
                <td>
                  <a href={ADMIN_PATHS.campaign(campaign.slug)}>{campaign.title}</a>
                </td>
                <td>{campaign.coupon ?? '—'}</td>
                <td>{campaign.ends_at ? brazilianDate(lastDayOf(campaign.ends_at)) : 'Sem fim'}</td>
                <td>
                  <span className="tag">{situation(campaign, now)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminDocument>
  );
}

interface CampaignFormPageProps {
  storeName: string;
  owner: string;
  /** The campaign being edited; none for a new one. */
  campaign?: AdminCampaign;
  values: CampaignFormValues;
  history?: readonly AuditEntry[];
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** "Nova campanha", or the edit of one (its activation included), with its history. */
export function CampaignFormPage({ storeName, owner, campaign, values, history, saved, message, errors = {} }: CampaignFormPageProps) {
  return (
    <AdminDocument title={campaign ? campaign.title : 'Nova campanha'} storeName={storeName} owner={owner} section="Campanhas">
      <p>
        <a href={ADMIN_PATHS.campaigns}>← Todas as campanhas</a>
        {' · '}
        <a href={ROUTES.policies.campaigns}>Ver a página de campanhas na loja</a>
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={CAMPAIGN_FIELD_LABELS} />
      <form className="card" method="post" action={campaign ? ADMIN_PATHS.campaign(campaign.slug) : ADMIN_PATHS.newCampaign} noValidate>
        {campaign ? (
          <p className="hint">Identificador: {campaign.slug}</p>
        ) : (
          <TextField
            label={CAMPAIGN_FIELD_LABELS.slug}
            name="slug"
            value={values.slug}
            error={errors.slug}
            required
            hint="Letras minúsculas, números ou hífen, como outono-2027. Não muda depois."
          />
        )}
        <TextField label={CAMPAIGN_FIELD_LABELS.title} name="title" value={values.title} error={errors.title} required maxLength={120} />
        <TextAreaField
          label={CAMPAIGN_FIELD_LABELS.body}
          name="body"
          value={values.body}
          error={errors.body}
          rows={8}
          hint="De 10 a 2.000 caracteres. Deixe uma linha em branco entre os parágrafos."
        />
        <div className="grid">
          <TextField
            label={CAMPAIGN_FIELD_LABELS.coupon}
            name="coupon"
            value={values.coupon}
            error={errors.coupon}
            autoCapitalize="characters"
            hint="Opcional: o código de um cupom já criado em Cupons."
          />
          <TextField
            label={CAMPAIGN_FIELD_LABELS.ends_at}
            name="ends_at"
            type="date"
            value={values.ends_at}
            error={errors.ends_at}
            hint="Vale até o fim do dia (horário de Brasília). Em branco: sem fim."
          />
          <TextField label={CAMPAIGN_FIELD_LABELS.partner_name} name="partner_name" value={values.partner_name} error={errors.partner_name} hint="Opcional." />
        </div>
        <TextField
          label={CAMPAIGN_FIELD_LABELS.url_action}
          name="url_action"
          value={values.url_action}
          error={errors.url_action}
          hint="Opcional: um caminho desta loja (/parceiros/…) ou um endereço https do WhatsApp ou do Instagram."
        />
        <TextField
          label={CAMPAIGN_FIELD_LABELS.url_media}
          name="url_media"
          value={values.url_media}
          error={errors.url_media}
          hint="Opcional: um endereço desta loja (/media/…) ou https://."
        />
        <CheckboxField label="Ativa (aparece na loja até o último dia)" name="active" checked={values.active} error={errors.active} />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      {campaign ? (
        <>
          <h2>Histórico</h2>
          <AuditTable entries={history ?? []} labels={() => CAMPAIGN_FIELD_LABELS} />
        </>
      ) : null}
    </AdminDocument>
  );
}
