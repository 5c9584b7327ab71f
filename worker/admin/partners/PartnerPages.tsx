import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { AdminPartner } from '../../../src/contracts/admin/partners.ts';
import { partnerPath } from '../../../src/core/routes.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { AuditTable } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextAreaField, TextField } from '../ui/fields.tsx';
import { PARTNER_FIELD_LABELS, type PartnerFormValues } from './partner-form.ts';

/** "Parceiros": every partner page, inactive ones too. */
export function PartnerListPage({ storeName, owner, partners }: { storeName: string; owner: string; partners: readonly AdminPartner[] }) {
  return (
    <AdminDocument title="Parceiros" storeName={storeName} owner={owner} section="Parceiros">
      <p>
        <a className="button" href={ADMIN_PATHS.newPartner}>
          Novo parceiro
        </a>
      </p>
      {partners.length === 0 ? (
        <p>Nenhum parceiro cadastrado.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Parceiro</th>
              <th scope="col">Página na loja</th>
              <th scope="col" className="num">
                Vinhos
              </th>
            </tr>
          </thead>
          <tbody>
            {partners.map((partner) => (
              <tr key={partner.name}>
                <td>
                  <a href={ADMIN_PATHS.partner(partner.name)}>{partner.brand}</a> {partner.active ? null : <span className="tag">Inativo</span>}
                </td>
                <td>{partnerPath(partner.name)}</td>
                <td className="num">{partner.wines.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminDocument>
  );
}

interface PartnerFormPageProps {
  storeName: string;
  owner: string;
  /** The partner being edited; none for a new one. */
  partner?: AdminPartner;
  values: PartnerFormValues;
  history?: readonly AuditEntry[];
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** A partner's page data and wines: "Novo parceiro", or the edit of one, with its history. */
export function PartnerFormPage({ storeName, owner, partner, values, history, saved, message, errors = {} }: PartnerFormPageProps) {
  return (
    <AdminDocument title={partner ? partner.brand : 'Novo parceiro'} storeName={storeName} owner={owner} section="Parceiros">
      <p>
        <a href={ADMIN_PATHS.partners}>← Todos os parceiros</a>
        {partner?.active ? (
          <>
            {' · '}
            <a href={partnerPath(partner.name)}>Ver a página na loja</a>
          </>
        ) : null}
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={PARTNER_FIELD_LABELS} />
      <form className="card" method="post" action={partner ? ADMIN_PATHS.partner(partner.name) : ADMIN_PATHS.newPartner} noValidate>
        {partner ? (
          <p className="hint">
            Endereço: {partnerPath(partner.name)} (e o atalho /{partner.name})
          </p>
        ) : (
          <TextField
            label={PARTNER_FIELD_LABELS.name}
            name="name"
            value={values.name}
            error={errors.name}
            required
            hint="Letras minúsculas, números, ponto ou hífen: vira /parceiros/{endereço} e o atalho /{endereço}. Não muda depois."
          />
        )}
        <TextField label={PARTNER_FIELD_LABELS.brand} name="brand" value={values.brand} error={errors.brand} required maxLength={80} />
        <TextAreaField label={PARTNER_FIELD_LABELS.description} name="description" value={values.description} error={errors.description} />
        <TextField
          label={PARTNER_FIELD_LABELS.banner_url}
          name="banner_url"
          value={values.banner_url}
          error={errors.banner_url}
          hint="Opcional: um endereço desta loja (/media/…) ou https://."
        />
        <TextAreaField
          label={PARTNER_FIELD_LABELS.wine_skus}
          name="wine_skus"
          value={values.wine_skus}
          error={errors.wine_skus}
          rows={6}
          hint="Um SKU por linha (veja em Vinhos), na ordem em que a página mostra."
        />
        <CheckboxField label="Ativo (a página e o atalho funcionam)" name="active" checked={values.active} error={errors.active} />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      {partner ? (
        <>
          <h2>Vinhos da seleção</h2>
          <ol>
            {partner.wines.map((wine) => (
              <li key={wine.id}>
                {wine.name} <span className="hint">SKU {wine.sku}</span>
              </li>
            ))}
          </ol>
          <h2>Histórico</h2>
          <AuditTable entries={history ?? []} labels={() => PARTNER_FIELD_LABELS} />
        </>
      ) : null}
    </AdminDocument>
  );
}
