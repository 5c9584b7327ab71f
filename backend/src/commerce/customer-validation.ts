import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { isValidCpf, normalizeCpf } from './cpf.ts';
import { CommerceError } from './errors.ts';

/**
 * Validation of customer input (customerCreate and customerCompletePartialRegistration). The spec
 * leaves the rules open (§5 "Password length and other registration field rules: not shown"); ours
 * are in the README: name, e-mail, password of 8+ characters with letters and digits, CPF with
 * check digits, Brazilian phone, and an adult birth date (the shop sells alcohol: spec §1).
 */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export const MINIMUM_AGE = 18;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const NAME = /^\p{L}[\p{L}\p{M} '.\-]*$/u;
const SHOP_TIME_ZONE = 'America/Sao_Paulo';

export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function checkEmail(text: string | null | undefined): FieldError | undefined {
  const email = normalizeEmail(text ?? '');
  if (email.length > 254 || !EMAIL.test(email)) {
    return { field: 'email', code: ERROR_CODES.emailInvalid, message: 'E-mail inválido.' };
  }
  return undefined;
}

export function normalizeName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function checkName(text: string | null | undefined): FieldError | undefined {
  const name = normalizeName(text ?? '');
  if (name.length < 2 || name.length > 120 || !NAME.test(name)) {
    return { field: 'fullName', code: ERROR_CODES.nameInvalid, message: 'Informe seu nome completo.' };
  }
  return undefined;
}

export function checkPassword(password: string | null | undefined, confirmation: string | null | undefined): FieldError | undefined {
  const text = password ?? '';
  if (text.length < 8 || text.length > 128 || !/\p{L}/u.test(text) || !/\d/.test(text)) {
    return {
      field: 'password',
      code: ERROR_CODES.passwordWeak,
      message: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    };
  }
  if (confirmation !== null && confirmation !== undefined && confirmation !== text) {
    return { field: 'passwordConfirmation', code: ERROR_CODES.passwordMismatch, message: 'As senhas não conferem.' };
  }
  return undefined;
}

export function checkCpf(text: string | null | undefined): FieldError | undefined {
  if (!text || !isValidCpf(text)) return { field: 'cpf', code: ERROR_CODES.cpfInvalid, message: 'CPF inválido.' };
  return undefined;
}

export function cpfDigits(text: string): string {
  return normalizeCpf(text) ?? '';
}

export interface Phone {
  areaCode: string;
  number: string;
}

/** DDD of two digits 1–9, then 8 digits (landline) or 9 starting with 9 (mobile). */
export function parsePhone(areaCode: string | null | undefined, number: string | null | undefined): Phone | undefined {
  const area = (areaCode ?? '').replace(/\D/g, '');
  const digits = (number ?? '').replace(/\D/g, '');
  if (!/^[1-9]{2}$/.test(area)) return undefined;
  if (!/^(\d{8}|9\d{8})$/.test(digits)) return undefined;
  return { areaCode: area, number: digits };
}

export function checkPhone(areaCode: string | null | undefined, number: string | null | undefined): FieldError | undefined {
  if (!parsePhone(areaCode, number)) {
    return { field: 'primaryPhoneNumber', code: ERROR_CODES.phoneInvalid, message: 'Telefone inválido: informe DDD e número.' };
  }
  return undefined;
}

/** The calendar date (YYYY-MM-DD) at the start of an ISO date or date-time, or undefined. */
export function birthDateOf(text: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec((text ?? '').trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // rejects 2000-02-30 and friends
  if (date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) return undefined;
  return `${year}-${month}-${day}`;
}

/** Today's date in the shop's time zone (DECISIONS: "today" uses America/Sao_Paulo time). */
export function shopToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function checkBirthDate(text: string | null | undefined, now: Date): FieldError | undefined {
  const birth = birthDateOf(text);
  const today = shopToday(now);
  if (!birth || birth > today || birth < '1900-01-01') {
    return { field: 'birthDate', code: ERROR_CODES.birthDateInvalid, message: 'Data de nascimento inválida.' };
  }
  const adulthood = `${String(Number(birth.slice(0, 4)) + MINIMUM_AGE).padStart(4, '0')}${birth.slice(4)}`;
  if (adulthood > today) {
    return {
      field: 'birthDate',
      code: ERROR_CODES.underAge,
      message: 'Venda proibida para menores de 18 anos: é preciso ter 18 anos ou mais para se cadastrar.',
    };
  }
  return undefined;
}

/**
 * Throws when any field failed: the first failure gives the error's code and message, and
 * `extensions.fields` lists them all so a form can mark every field at once.
 */
export function throwIfInvalid(errors: ReadonlyArray<FieldError | undefined>): void {
  const failures = errors.filter((error): error is FieldError => error !== undefined);
  const first = failures[0];
  if (first) throw new CommerceError(first.code, first.message, { fields: failures });
}
