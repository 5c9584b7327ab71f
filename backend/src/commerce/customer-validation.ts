import { PERSON_NAME_MAX_LENGTH } from '../../../src/contracts/person-name.ts';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { calendarDate, checkBirthDate as checkAdultBirthDate } from '../../../src/core/rules/birth-date.ts';
import { isValidCpf, normalizeCpf } from '../../../src/core/rules/cpf.ts';
import { isEmail } from '../../../src/core/rules/email.ts';
import { isStrongPassword } from '../../../src/core/rules/password.ts';
import { isValidPhone, type PhoneParts } from '../../../src/core/rules/phone.ts';
import { CommerceError } from './errors.ts';

/**
 * Validation of customer input (customerCreate and customerCompletePartialRegistration). The spec
 * leaves the rules open (§5 "Password length and other registration field rules: not shown"); ours
 * are in docs/decisions.md "Accounts: registration rules": name, e-mail, password of 8+ characters with letters and digits, CPF with
 * check digits, Brazilian phone, and an adult birth date (the shop sells alcohol: spec §1). The
 * rules themselves are the registration forms' (src/core/rules), so both sides agree; this file
 * turns them into the hosted API's field errors.
 */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

const NAME = /^\p{L}[\p{L}\p{M} '.-]*$/u;

export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function checkEmail(text: string | null | undefined): FieldError | undefined {
  if (!isEmail(normalizeEmail(text ?? ''))) {
    return { field: 'email', code: ERROR_CODES.emailInvalid, message: 'E-mail inválido.' };
  }
  return undefined;
}

export function normalizeName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function checkName(text: string | null | undefined): FieldError | undefined {
  const name = normalizeName(text ?? '');
  if (name.length < 2 || name.length > PERSON_NAME_MAX_LENGTH || !NAME.test(name)) {
    return { field: 'fullName', code: ERROR_CODES.nameInvalid, message: 'Informe seu nome completo, só com letras.' };
  }
  return undefined;
}

export function checkPassword(password: string | null | undefined, confirmation: string | null | undefined): FieldError | undefined {
  const text = password ?? '';
  if (!isStrongPassword(text)) {
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

export function parsePhone(areaCode: string | null | undefined, number: string | null | undefined): PhoneParts | undefined {
  const phone = { areaCode: (areaCode ?? '').replace(/\D/g, ''), number: (number ?? '').replace(/\D/g, '') };
  return isValidPhone(phone) ? phone : undefined;
}

export function checkPhone(areaCode: string | null | undefined, number: string | null | undefined): FieldError | undefined {
  if (!parsePhone(areaCode, number)) {
    return { field: 'primaryPhoneNumber', code: ERROR_CODES.phoneInvalid, message: 'Telefone inválido: informe DDD e número.' };
  }
  return undefined;
}

/** The calendar date (YYYY-MM-DD) at the start of an ISO date or date-time, or undefined. */
export function birthDateOf(text: string | null | undefined): string | undefined {
  const date = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec((text ?? '').trim())?.[1];
  return date === undefined ? undefined : calendarDate(date);
}

export function checkBirthDate(text: string | null | undefined, now: Date): FieldError | undefined {
  switch (checkAdultBirthDate(birthDateOf(text) ?? '', now)) {
    case 'invalid':
      return { field: 'birthDate', code: ERROR_CODES.birthDateInvalid, message: 'Data de nascimento inválida.' };
    case 'under-age':
      return {
        field: 'birthDate',
        code: ERROR_CODES.underAge,
        message: 'Venda proibida para menores de 18 anos: é preciso ter 18 anos ou mais para se cadastrar.',
      };
    case 'ok':
      return undefined;
  }
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
