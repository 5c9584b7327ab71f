import { parseReais } from '../../../src/core/rules/money.ts';
import { typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';

/** "Novo cupom" as the owner filled it in (text, so a refused value is shown back as typed). */
export interface CouponFormValues {
  code: string;
  kind: string;
  value: string;
  minimum_subtotal: string;
  expires_at: string;
  first_purchase_only: boolean;
  usage_limit: string;
}

export const COUPON_FIELD_LABELS: Record<keyof CouponFormValues, string> = {
  code: 'Código',
  kind: 'Tipo',
  value: 'Valor',
  minimum_subtotal: 'Pedido mínimo (R$)',
  expires_at: 'Válido até',
  first_purchase_only: 'Só na primeira compra',
  usage_limit: 'Limite de usos',
};

/** The kinds, as the owner reads them. */
export const COUPON_KINDS = [
  { value: 'fixed', label: 'Valor fixo (R$)' },
  { value: 'percentage', label: 'Percentual (%)' },
] as const;

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'fixed',
  value: '',
  minimum_subtotal: '',
  expires_at: '',
  first_purchase_only: false,
  usage_limit: '',
};

export function readCouponForm(form: URLSearchParams): CouponFormValues {
  return {
    code: form.get('code') ?? '',
    kind: form.get('kind') ?? '',
    value: form.get('value') ?? '',
    minimum_subtotal: form.get('minimum_subtotal') ?? '',
    expires_at: form.get('expires_at') ?? '',
    // an unticked checkbox is not sent at all
    first_purchase_only: form.get('first_purchase_only') === 'sim',
    usage_limit: form.get('usage_limit') ?? '',
  };
}

/**
 * The coupon as the contract takes it (`couponCreateSchema` judges it): amounts as Brazilians
 * write them, blanks for "no minimum", "never expires" and "no limit"; anything unreadable becomes
 * NaN, which the contract refuses with the field's message.
 */
export function couponPayload(values: CouponFormValues) {
  const limit = values.usage_limit.trim();
  return {
    code: values.code,
    kind: values.kind,
    value: parseReais(values.value),
    minimum_subtotal: values.minimum_subtotal.trim() === '' ? 0 : parseReais(values.minimum_subtotal),
    expires_at: values.expires_at.trim() === '' ? null : values.expires_at,
    first_purchase_only: values.first_purchase_only,
    usage_limit: limit === '' ? null : typedWholeNumber(limit),
  };
}
