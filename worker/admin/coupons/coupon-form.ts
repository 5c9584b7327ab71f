import { parseReais } from '../../../src/core/rules/money.ts';
import { typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { type ChoiceNames, choicesOf } from '../ui/choices.ts';
import { readFormAs } from '../ui/read-form.ts';

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
const COUPON_KIND_NAMES: Readonly<Record<string, string>> = { fixed: 'Valor fixo (R$)', percentage: 'Percentual (%)' };

export const COUPON_KINDS = choicesOf(COUPON_KIND_NAMES);

/** The coupon's choice fields in the owner's words (its history). */
export const COUPON_CHOICE_NAMES: ChoiceNames = { kind: COUPON_KIND_NAMES };

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'fixed',
  value: '',
  minimum_subtotal: '',
  expires_at: '',
  first_purchase_only: false,
  usage_limit: '',
};

export const readCouponForm = (form: URLSearchParams): CouponFormValues => readFormAs(form, EMPTY_COUPON);

/**
 * The coupon as the contract takes it (`couponCreateSchema` judges it): amounts as Brazilians
 * write them, blanks for "no minimum", "never expires" and "no limit"; anything unreadable becomes
 * NaN, which the contract refuses with the field's message.
 */
export function couponPayload(values: CouponFormValues) {
  const limit = values.usage_limit.trim();
  return {
    ...values,
    value: parseReais(values.value),
    minimum_subtotal: values.minimum_subtotal.trim() === '' ? 0 : parseReais(values.minimum_subtotal),
    expires_at: values.expires_at.trim() === '' ? null : values.expires_at,
    usage_limit: limit === '' ? null : typedWholeNumber(limit),
  };
}
