/** spec §9: up to 6x interest-free on credit card, minimum installment R$ 50,00. */
const MAX_INSTALLMENTS = 6;
const MIN_INSTALLMENT = 50;

export interface Installments {
  count: number;
  /** Value of each installment, rounded to centavos. */
  value: number;
}

/** n = min(6, floor(price / 50)), at least 1. */
export function installmentsFor(price: number): Installments {
  const count = Math.max(1, Math.min(MAX_INSTALLMENTS, Math.floor(price / MIN_INSTALLMENT)));
  return { count, value: Math.round((price / count) * 100) / 100 };
}
