import type { AdminCoupon } from '../../../src/contracts/admin/coupons.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { CheckboxField, FormNotice, SelectField, TextField } from '../ui/fields.tsx';
import { COUPON_FIELD_LABELS, COUPON_KINDS, type CouponFormValues } from './coupon-form.ts';

const DAY = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

function discount(coupon: AdminCoupon): string {
  return coupon.kind === 'percentage' ? `${String(coupon.value).replace('.', ',')}%` : formatBRL(coupon.value);
}

function situation(coupon: AdminCoupon, now: Date): string {
  if (!coupon.active) return 'Desativado';
  if (coupon.expires_at && new Date(coupon.expires_at) <= now) return 'Expirado';
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit) return 'Esgotado';
  return 'Ativo';
}

/** "Cupons": every coupon with its rules and uses; each can be deactivated (or reactivated). */
export function CouponListPage({
  storeName,
  owner,
  coupons,
  saved,
  now,
}: {
  storeName: string;
  owner: string;
  coupons: readonly AdminCoupon[];
  saved?: string | undefined;
  now: Date;
}) {
  return (
    <AdminDocument title="Cupons" storeName={storeName} owner={owner} section="Cupons">
      <FormNotice saved={saved} />
      <p>
        <a className="button" href={ADMIN_PATHS.newCoupon}>
          Novo cupom
        </a>
      </p>
      {coupons.length === 0 ? (
        <p>Nenhum cupom cadastrado.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Código</th>
              <th scope="col">Desconto</th>
              <th scope="col" className="wide-only">
                Regras
              </th>
              <th scope="col" className="num">
                Usos
              </th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.code}>
                <td>
                  <strong>{coupon.code}</strong>
                </td>
                <td>{discount(coupon)}</td>
                <td className="wide-only">
                  {[
                    coupon.minimum_subtotal > 0 ? `pedido mínimo ${formatBRL(coupon.minimum_subtotal)}` : '',
                    coupon.first_purchase_only ? 'só na primeira compra' : '',
                    coupon.expires_at ? `válido até ${DAY.format(new Date(coupon.expires_at))}` : '',
                  ]
                    .filter(Boolean)
                    .join('; ') || '—'}
                </td>
                <td className="num">{coupon.usage_limit === null ? coupon.times_used : `${coupon.times_used} de ${coupon.usage_limit}`}</td>
                <td>
                  <form method="post" action={ADMIN_PATHS.couponActive(coupon.code)} className="actions">
                    <span>{situation(coupon, now)}</span>
                    <input type="hidden" name="active" value={coupon.active ? 'não' : 'sim'} />
                    <button className="button secondary" type="submit">
                      {coupon.active ? `Desativar ${coupon.code}` : `Reativar ${coupon.code}`}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminDocument>
  );
}

interface NewCouponPageProps {
  storeName: string;
  owner: string;
  values: CouponFormValues;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** "Novo cupom". */
export function NewCouponPage({ storeName, owner, values, message, errors = {} }: NewCouponPageProps) {
  return (
    <AdminDocument title="Novo cupom" storeName={storeName} owner={owner} section="Cupons">
      <p>
        <a href={ADMIN_PATHS.coupons}>← Todos os cupons</a>
      </p>
      <FormNotice message={message} errors={errors} labels={COUPON_FIELD_LABELS} />
      <form className="card" method="post" action={ADMIN_PATHS.newCoupon} noValidate>
        <TextField
          label={COUPON_FIELD_LABELS.code}
          name="code"
          value={values.code}
          error={errors.code}
          required
          autoCapitalize="characters"
          hint="De 3 a 30 letras ou números, como BEMVINDO10."
        />
        <div className="grid">
          <SelectField label={COUPON_FIELD_LABELS.kind} name="kind" value={values.kind} options={COUPON_KINDS} error={errors.kind} />
          <TextField
            label={COUPON_FIELD_LABELS.value}
            name="value"
            value={values.value}
            error={errors.value}
            inputMode="decimal"
            required
            hint="Em reais (20,00) ou em % (10)."
          />
          <TextField
            label={COUPON_FIELD_LABELS.minimum_subtotal}
            name="minimum_subtotal"
            value={values.minimum_subtotal}
            error={errors.minimum_subtotal}
            inputMode="decimal"
            hint="Em branco: sem mínimo."
          />
          <TextField
            label={COUPON_FIELD_LABELS.expires_at}
            name="expires_at"
            type="date"
            value={values.expires_at}
            error={errors.expires_at}
            hint="Vale até o fim do dia (horário de Brasília). Em branco: não expira."
          />
          <TextField
            label={COUPON_FIELD_LABELS.usage_limit}
            name="usage_limit"
            value={values.usage_limit}
            error={errors.usage_limit}
            inputMode="numeric"
            hint="Usos no total. Em branco: sem limite."
          />
        </div>
        <CheckboxField
          label={COUPON_FIELD_LABELS.first_purchase_only}
          name="first_purchase_only"
          checked={values.first_purchase_only}
          error={errors.first_purchase_only}
        />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
    </AdminDocument>
  );
}
