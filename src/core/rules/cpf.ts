/**
 * CPF (Brazilian individual taxpayer number) on the registration forms: 11 digits, the last two
 * check digits; shown as 000.000.000-00 while typed. The commerce service checks it again with
 * these same rules (backend/src/commerce/customer-validation.ts); the form checks first so the
 * shopper hears at once.
 */
const CPF_DIGITS = 11;

export function cpfDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CPF_DIGITS);
}

/** The mask as typed: "12345678909" → "123.456.789-09", partial input masked as far as it goes. */
export function maskCpf(text: string): string {
  const digits = cpfDigits(text);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const body = parts.join('.');
  return digits.length > 9 ? `${body}-${digits.slice(9)}` : body;
}

/** A CPF check digit of the digits before it (Receita Federal's modulo 11). */
export function cpfCheckDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/** Digits only, or undefined when the text has anything but digits, dots, hyphens and spaces. */
export function normalizeCpf(text: string): string | undefined {
  return /^[\d.\-\s]*$/.test(text) ? text.replace(/\D/g, '') : undefined;
}

/** Valid check digits; all-equal sequences (111.111.111-11) pass the arithmetic but are never issued. */
export function isValidCpf(text: string): boolean {
  const cpf = normalizeCpf(text);
  if (cpf === undefined || cpf.length !== CPF_DIGITS || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  return digits[9] === cpfCheckDigit(digits.slice(0, 9)) && digits[10] === cpfCheckDigit(digits.slice(0, 10));
}
