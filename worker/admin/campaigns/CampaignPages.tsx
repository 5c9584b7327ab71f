import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { AdminCampaign } from '../../../src/contracts/admin/campaigns.ts';
import { ROUTES } from '../../../src/core/routes.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextAreaField, TextField } from '../ui/fields.tsx';
import { type Column, ListTable, NewRecordLink } from '../ui/ListTable.tsx';
import { CAMPAIGN_FIELD_LABELS, type CampaignFormValues, lastDayOf } from './campaign-form.ts';

/** AAAA-MM-DD as Brazilians read it; anything else as stored. */
const brazilianDate = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** What the shop does with the campaign now: GET /api/campaigns shows the active ones not yet ended. */
function situation(campaign: AdminCampaign, now: Date): string {
  if (!campaign.active) return 'Inativa';
  if (campaign.ends_at && new Date(campaign.ends_at) <= now) return 'Encerrada';
  return 'Ativa';
}

const campaignColumns = (now: Date): Column<AdminCampaign>[] => [
  { header: 'Campanha', cell: (campaign) => <a href={ADMIN_PATHS.campaign(campaign.slug)}>{campaign.title}</a> },
  { header: 'Cupom', cell: (campaign) => campaign.coupon ?? '—' },
  { header: 'Último dia', cell: (campaign) => (campaign.ends_at ? brazilianDate(lastDayOf(campaign.ends_at)) : 'Sem fim') },
  { header: 'Situação', cell: (campaign) => <span className="tag">{situation(campaign, now)}</span> },
];

const ShopCampaignsLink = () => <a href={ROUTES.policies.campaigns}>Ver a página de campanhas na loja</a>;

const BackToCampaigns = () => (
  <BackLink href={ADMIN_PATHS.campaigns} label="← Todas as campanhas">
    {' · '}
    <ShopCampaignsLink />
  </BackLink>
);

/** "Campanhas": every campaign in the page's order, inactive and ended ones too. */
export function CampaignListPage({ storeName, owner, campaigns, now }: { storeName: string; owner: string; campaigns: readonly AdminCampaign[]; now: Date }) {
  return (
    <AdminDocument title="Campanhas" storeName={storeName} owner={owner} section="Campanhas">
      <NewRecordLink href={ADMIN_PATHS.newCampaign} label="Nova campanha">
        {' '}
        <ShopCampaignsLink />
      </NewRecordLink>
      <ListTable rows={campaigns} columns={campaignColumns(now)} rowKey={(campaign) => campaign.slug} empty="Nenhuma campanha cadastrada." />
    </AdminDocument>
  );
}

interface CampaignFormPageProps extends FormPageState {
  /** The campaign being edited; none for a new one. */
  campaign?: AdminCampaign;
  values: CampaignFormValues;
  history?: readonly AuditEntry[];
}

/** "Nova campanha", or the edit of one (its activation included), with its history. */
export function CampaignFormPage(props: CampaignFormPageProps) {
  const { campaign } = props;
  const form = bindForm(props, CAMPAIGN_FIELD_LABELS);
  const { text, tick } = form;
  const action = campaign ? ADMIN_PATHS.campaign(campaign.slug) : ADMIN_PATHS.newCampaign;
  // a campaign not created yet has no history to show
  const history = campaign ? (props.history ?? []) : undefined;
  return (
    <FormFrame form={form} title={campaign ? campaign.title : 'Nova campanha'} section="Campanhas" action={action} lead={<BackToCampaigns />} history={history}>
      {campaign ? (
        <p className="hint">Identificador: {campaign.slug}</p>
      ) : (
        <TextField {...text('slug')} required hint="Letras minúsculas, números ou hífen, como outono-2027. Não muda depois." />
      )}
      <TextField {...text('title')} required maxLength={120} />
      <TextAreaField {...text('body')} rows={8} hint="De 10 a 2.000 caracteres. Deixe uma linha em branco entre os parágrafos." />
      <div className="grid">
        <TextField {...text('coupon')} autoCapitalize="characters" hint="Opcional: o código de um cupom já criado em Cupons." />
        <TextField {...text('ends_at')} type="date" hint="Vale até o fim do dia (horário de Brasília). Em branco: sem fim." />
        <TextField {...text('partner_name')} hint="Opcional." />
      </div>
      <TextField {...text('url_action')} hint="Opcional: um caminho desta loja (/parceiros/…) ou um endereço https do WhatsApp ou do Instagram." />
      <TextField {...text('url_media')} hint="Opcional: um endereço desta loja (/media/…) ou https://." />
      <CheckboxField {...tick('active')} label="Ativa (aparece na loja até o último dia)" />
    </FormFrame>
  );
}
