import type { AdminCoupon } from '../../../src/contracts/admin/coupons.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, FormNotice, SelectField, TextField } from '../ui/fields.tsx';
import { type Column, ListTable, NewRecordLink } from '../ui/ListTable.tsx';
import { COUPON_FIELD_LABELS, COUPON_KINDS, type CouponFormValues } from './coupon-form.ts';
import { adminDay } from '../ui/dates.ts';

function discount(coupon: AdminCoupon): string {
  return coupon.kind === 'percentage' ? `${String(coupon.value).replace('.', ',')}%` : formatBRL(coupon.value);
}

function situation(coupon: AdminCoupon, now: Date): string {
  if (!coupon.active) return 'Desativado';
  if (coupon.expires_at && new Date(coupon.expires_at) <= now) return 'Expirado';
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit) return 'Esgotado';
  return 'Ativo';
}

function rules(coupon: AdminCoupon): string {
  const said = [
    coupon.minimum_subtotal > 0 ? `pedido mínimo ${formatBRL(coupon.minimum_subtotal)}` : '',
    coupon.first_purchase_only ? 'só na primeira compra' : '',
    coupon.expires_at ? `válido até ${adminDay(coupon.expires_at)}` : '',
  ];
  return said.filter(Boolean).join('; ') || '—';
}

const uses = (coupon: AdminCoupon) => (coupon.usage_limit === null ? String(coupon.times_used) : `${coupon.times_used} de ${coupon.usage_limit}`);

/** The situation, and the one button that turns the coupon off (or on again), named by its code. */
function SwitchCoupon({ coupon, now }: { coupon: AdminCoupon; now: Date }) {
  return (
    <form method="post" action={ADMIN_PATHS.couponActive(coupon.code)} className="actions">
      <span>{situation(coupon, now)}</span>
      <input type="hidden" name="active" value={coupon.active ? 'não' : 'sim'} />
      <button className="button secondary" type="submit">
        {coupon.active ? `Desativar ${coupon.code}` : `Reativar ${coupon.code}`}
      </button>
    </form>
  );
}

const couponColumns = (now: Date): Column<AdminCoupon>[] => [
  { header: 'Código', cell: (coupon) => <strong>{coupon.code}</strong> },
  { header: 'Desconto', cell: discount },
  { header: 'Regras', cell: rules, className: 'wide-only' },
  { header: 'Usos', cell: uses, className: 'num' },
  { header: 'Situação', cell: (coupon) => <SwitchCoupon coupon={coupon} now={now} /> },
];

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
      <NewRecordLink href={ADMIN_PATHS.newCoupon} label="Novo cupom" />
      <ListTable rows={coupons} columns={couponColumns(now)} rowKey={(coupon) => coupon.code} empty="Nenhum cupom cadastrado." />
    </AdminDocument>
  );
}

interface NewCouponPageProps extends FormPageState {
  values: CouponFormValues;
}

/** "Novo cupom". */
export function NewCouponPage(props: NewCouponPageProps) {
  const form = bindForm(props, COUPON_FIELD_LABELS);
  const { text, tick } = form;
  const back = <BackLink href={ADMIN_PATHS.coupons} label="← Todos os cupons" />;
  return (
    <FormFrame form={form} title="Novo cupom" section="Cupons" action={ADMIN_PATHS.newCoupon} lead={back}>
      <TextField {...text('code')} required autoCapitalize="characters" hint="De 3 a 30 letras ou números, como BEMVINDO10." />
      <div className="grid">
        <SelectField {...text('kind')} options={COUPON_KINDS} />
        <TextField {...text('value')} inputMode="decimal" required hint="Em reais (20,00) ou em % (10)." />
        <TextField {...text('minimum_subtotal')} inputMode="decimal" hint="Em branco: sem mínimo." />
        <TextField {...text('expires_at')} type="date" hint="Vale até o fim do dia (horário de Brasília). Em branco: não expira." />
        <TextField {...text('usage_limit')} inputMode="numeric" hint="Usos no total. Em branco: sem limite." />
      </div>
      <CheckboxField {...tick('first_purchase_only')} />
    </FormFrame>
  );
}
