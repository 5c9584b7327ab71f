/** CPF (Brazilian individual taxpayer number): 11 digits, the last two are check digits. */

/** Digits only, or undefined when the text has anything but digits, dots, hyphens and spaces. */
export function normalizeCpf(text: string): string | undefined {
  if (!/^[\d.\-\s]+$/.test(text)) return undefined;
  return text.replace(/\D/g, '');
}

function checkDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

export function isValidCpf(text: string): boolean {
  const cpf = normalizeCpf(text);
  if (!cpf || cpf.length !== 11) return false;
  // all-equal sequences (000.000.000-00, 111…) pass the arithmetic but are never issued
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return digits[9] === first && digits[10] === second;
}
