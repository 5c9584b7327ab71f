/**
 * Brazilian phone numbers on the registration forms: DDD (two digits, 1–9) and the number (8
 * digits for a landline, 9 starting with 9 for a mobile), shown as "(11) 98765-4321" while typed
 * and sent as the commerce API's primaryPhoneAreaCode and primaryPhoneNumber, which the commerce
 * service checks again with isValidPhone.
 */
const MAX_DIGITS = 11;

function phoneDigits(text: string): string {
  // A pasted "+55" country code is not part of the DDD.
  const digits = text.replace(/\D/g, '');
  return (digits.length > MAX_DIGITS && digits.startsWith('55') ? digits.slice(2) : digits).slice(0, MAX_DIGITS);
}

/** The mask as typed: "11987654321" → "(11) 98765-4321"; "1132654321" → "(11) 3265-4321". */
export function maskPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  const split = number.length > 8 ? 5 : 4;
  if (number.length <= split) return `(${area}) ${number}`;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

export interface PhoneParts {
  areaCode: string;
  number: string;
}

/** A DDD of two digits 1–9 and a number of 8 digits (landline) or 9 starting with 9 (mobile), digits only. */
export function isValidPhone({ areaCode, number }: PhoneParts): boolean {
  return /^[1-9]{2}$/.test(areaCode) && /^(\d{8}|9\d{8})$/.test(number);
}

/** DDD and number of a complete phone, or undefined. */
export function splitPhone(text: string): PhoneParts | undefined {
  const digits = phoneDigits(text);
  const phone = { areaCode: digits.slice(0, 2), number: digits.slice(2) };
  return isValidPhone(phone) ? phone : undefined;
}
