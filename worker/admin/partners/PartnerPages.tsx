import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { AdminPartner } from '../../../src/contracts/admin/partners.ts';
import { partnerPath } from '../../../src/core/routes.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextAreaField, TextField } from '../ui/fields.tsx';
import { type Column, ListTable, NewRecordLink } from '../ui/ListTable.tsx';
import { PARTNER_FIELD_LABELS, type PartnerFormValues } from './partner-form.ts';

const PARTNER_COLUMNS: Column<AdminPartner>[] = [
  {
    header: 'Parceiro',
    cell: (partner) => (
      <>
        <a href={ADMIN_PATHS.partner(partner.name)}>{partner.brand}</a> {partner.active ? null : <span className="tag">Inativo</span>}
      </>
    ),
  },
  { header: 'Página na loja', cell: (partner) => partnerPath(partner.name) },
  { header: 'Vinhos', cell: (partner) => partner.wines.length, className: 'num' },
];

/** "Parceiros": every partner page, inactive ones too. */
export function PartnerListPage({ storeName, owner, partners }: { storeName: string; owner: string; partners: readonly AdminPartner[] }) {
  return (
    <AdminDocument title="Parceiros" storeName={storeName} owner={owner} section="Parceiros">
      <NewRecordLink href={ADMIN_PATHS.newPartner} label="Novo parceiro" />
      <ListTable rows={partners} columns={PARTNER_COLUMNS} rowKey={(partner) => partner.name} empty="Nenhum parceiro cadastrado." />
    </AdminDocument>
  );
}

interface PartnerFormPageProps extends FormPageState {
  /** The partner being edited; none for a new one. */
  partner?: AdminPartner;
  values: PartnerFormValues;
  history?: readonly AuditEntry[];
}

/** The wines the partner's page shows, in its order. */
function PartnerWines({ partner }: { partner: AdminPartner }) {
  return (
    <>
      <h2>Vinhos da seleção</h2>
      <ol>
        {partner.wines.map((wine) => (
          <li key={wine.id}>
            {wine.name} <span className="hint">SKU {wine.sku}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A partner's page data and wines: "Novo parceiro", or the edit of one, with its history. */
export function PartnerFormPage(props: PartnerFormPageProps) {
  const { partner } = props;
  const form = bindForm(props, PARTNER_FIELD_LABELS);
  const { text, tick } = form;
  const lead = (
    <BackLink href={ADMIN_PATHS.partners} label="← Todos os parceiros">
      {partner?.active ? (
        <>
          {' · '}
          <a href={partnerPath(partner.name)}>Ver a página na loja</a>
        </>
      ) : null}
    </BackLink>
  );
  const title = partner ? partner.brand : 'Novo parceiro';
  const history = partner ? (props.history ?? []) : undefined;
  return (
    <FormFrame
      form={form}
      title={title}
      section="Parceiros"
      action={partner ? ADMIN_PATHS.partner(partner.name) : ADMIN_PATHS.newPartner}
      lead={lead}
      afterForm={partner ? <PartnerWines partner={partner} /> : null}
      history={history}
    >
      {partner ? (
        <p className="hint">
          Endereço: {partnerPath(partner.name)} (e o atalho /{partner.name})
        </p>
      ) : (
        <TextField
          {...text('name')}
          required
          hint="Letras minúsculas, números, ponto ou hífen: vira /parceiros/{endereço} e o atalho /{endereço}. Não muda depois."
        />
      )}
      <TextField {...text('brand')} required maxLength={80} />
      <TextAreaField {...text('description')} />
      <TextField {...text('banner_url')} hint="Opcional: um endereço desta loja (/media/…) ou https://." />
      <TextAreaField {...text('wine_skus')} rows={6} hint="Um SKU por linha (veja em Vinhos), na ordem em que a página mostra." />
      <CheckboxField {...tick('active')} label="Ativo (a página e o atalho funcionam)" />
    </FormFrame>
  );
}
