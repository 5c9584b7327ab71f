import type { PublicCommerceError } from '../../contracts/auth.ts';
import type { CustomerCreateInput, CustomerSimpleCreateInput } from '../../contracts/graphql/customer-documents.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { checkBirthDate } from '../../core/rules/birth-date.ts';
import { cpfDigits, isValidCpf } from '../../core/rules/cpf.ts';
import { isEmail } from '../../core/rules/email.ts';
import { isStrongPassword } from '../../core/rules/password.ts';
import { withoutEmptyFields } from './payload.ts';
import { splitPhone } from '../../core/rules/phone.ts';

/**
 * The registration forms' rules (/Register and /register/partial; docs/decisions.md
 * "Accounts: registration rules"), as pure functions:
 * what the shopper typed → field-level pt-BR messages, and → the commerce API's input with empty
 * fields left out (spec §5). The commerce service checks the same rules again.
 */
export interface RegistrationValues {
  fullName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  cpf: string;
  phone: string;
  birthDate: string;
  newsletter: boolean;
  privacyAccepted: boolean;
}

/** /Register as it opens: nothing typed, nothing ticked. */
export const EMPTY_REGISTRATION: RegistrationValues = {
  fullName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  cpf: '',
  phone: '',
  birthDate: '',
  newsletter: false,
  privacyAccepted: false,
};

export type RegistrationField = keyof RegistrationValues;

/** The fields of /register/partial: Google vouched for the e-mail; no password; phone optional. */
export type PartialValues = Pick<RegistrationValues, 'fullName' | 'email' | 'cpf' | 'phone' | 'birthDate' | 'privacyAccepted'>;

export type FieldErrors<F extends string = RegistrationField> = Partial<Record<F, string>>;

const NAME = /^\p{L}[\p{L}\p{M} '.-]*$/u;

function nameError(fullName: string): string | undefined {
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (!name) return MESSAGES.fieldRequired;
  // As the commerce service: letters (any script), spaces, apostrophes, dots and hyphens.
  if (name.length < 2 || name.length > 120 || !NAME.test(name)) return MESSAGES.nameInvalid;
  return undefined;
}

/** Every account form's e-mail field: required unless said otherwise, and well formed. */
export function emailError(email: string, required = true): string | undefined {
  if (!email.trim()) return required ? MESSAGES.fieldRequired : undefined;
  return isEmail(email) ? undefined : MESSAGES.emailInvalid;
}

/** A password being chosen (/Register, /login/redefinir): spec §5 leaves the rules open; docs/cart-and-accounts.md "Accounts". */
export function newPasswordError(password: string): string | undefined {
  if (!password) return MESSAGES.fieldRequired;
  return isStrongPassword(password) ? undefined : MESSAGES.passwordWeak;
}

/** Its confirmation, typed again. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return MESSAGES.fieldRequired;
  return confirmation !== password ? MESSAGES.passwordMismatch : undefined;
}

function cpfError(cpf: string): string | undefined {
  if (!cpf.trim()) return MESSAGES.fieldRequired;
  return isValidCpf(cpf) ? undefined : MESSAGES.cpfInvalid;
}

function phoneError(phone: string, required: boolean): string | undefined {
  if (!phone.trim()) return required ? MESSAGES.fieldRequired : undefined;
  return splitPhone(phone) ? undefined : MESSAGES.phoneInvalid;
}

function birthDateError(birthDate: string, now: Date): string | undefined {
  if (!birthDate.trim()) return MESSAGES.fieldRequired;
  const check = checkBirthDate(birthDate, now);
  if (check === 'invalid') return MESSAGES.birthDateInvalid;
  return check === 'under-age' ? MESSAGES.underAge : undefined;
}

/** Only the fields that have a message, in the given order. */
export function onlyErrors<F extends string>(entries: ReadonlyArray<readonly [F, string | undefined]>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/** /Register: every field checked at once (the form marks them all). */
export function validateRegistration(values: RegistrationValues, now: Date): FieldErrors {
  return onlyErrors<RegistrationField>([
    ['fullName', nameError(values.fullName)],
    ['email', emailError(values.email)],
    ['password', newPasswordError(values.password)],
    ['passwordConfirmation', confirmationError(values.password, values.passwordConfirmation)],
    ['cpf', cpfError(values.cpf)],
    ['phone', phoneError(values.phone, true)],
    ['birthDate', birthDateError(values.birthDate, now)],
    ['privacyAccepted', values.privacyAccepted ? undefined : MESSAGES.privacyRequired],
  ]);
}

/**
 * /register/partial: the phone may stay empty, and so may the e-mail (the commerce service takes
 * the one Google vouched for: an e-mail sent must be that one).
 */
export function validatePartialRegistration(values: PartialValues, now: Date): FieldErrors<keyof PartialValues> {
  return onlyErrors<keyof PartialValues>([
    ['fullName', nameError(values.fullName)],
    ['email', emailError(values.email, false)],
    ['cpf', cpfError(values.cpf)],
    ['phone', phoneError(values.phone, false)],
    ['birthDate', birthDateError(values.birthDate, now)],
    ['privacyAccepted', values.privacyAccepted ? undefined : MESSAGES.privacyRequired],
  ]);
}

function commonInput(values: PartialValues) {
  const phone = splitPhone(values.phone);
  return {
    fullName: values.fullName.trim().replace(/\s+/g, ' '),
    email: values.email.trim(),
    cpf: cpfDigits(values.cpf),
    birthDate: values.birthDate.trim(),
    primaryPhoneAreaCode: phone?.areaCode,
    primaryPhoneNumber: phone?.number,
  };
}

/** The customerCreate input, empty fields removed (spec §5). People only (customer type PERSON). */
export function registrationInput(values: RegistrationValues): CustomerCreateInput {
  return {
    customerType: 'PERSON',
    ...withoutEmptyFields({
      ...commonInput(values),
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
      newsletter: values.newsletter,
    }),
  };
}

/** The customerCompletePartialRegistration input, empty fields removed (spec §5). */
export function partialRegistrationInput(values: PartialValues): CustomerSimpleCreateInput {
  return { customerType: 'PERSON', ...withoutEmptyFields(commonInput(values)) };
}

/**
 * The commerce service's errors (by code; the embedded service also names the field) as the
 * form's field messages, in the shop's own words. Errors no field owns come back as `general`.
 */
const BY_CODE: Record<string, readonly [RegistrationField, string]> = {
  CUS101: ['fullName', MESSAGES.nameInvalid],
  CUS102: ['email', MESSAGES.emailInvalid],
  CUS103: ['password', MESSAGES.passwordWeak],
  CUS104: ['passwordConfirmation', MESSAGES.passwordMismatch],
  CUS105: ['cpf', MESSAGES.cpfInvalid],
  CUS106: ['phone', MESSAGES.phoneInvalid],
  CUS107: ['birthDate', MESSAGES.birthDateInvalid],
  CUS108: ['birthDate', MESSAGES.underAge],
};

/**
 * An e-mail or CPF that already has an account: one general answer that names neither field, so
 * the form cannot be used to learn who is a customer (the owner is told by e-mail).
 */
const GENERAL_BY_CODE: Record<string, string> = {
  CUS109: MESSAGES.registrationRefused,
};

export function serverFieldErrors(errors: readonly PublicCommerceError[]): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const error of errors) {
    const known = error.code ? BY_CODE[error.code] : undefined;
    const generalText = error.code ? GENERAL_BY_CODE[error.code] : undefined;
    if (known && !fields[known[0]]) fields[known[0]] = known[1];
    else if (generalText) general.push(generalText);
    else if (!known) general.push(error.message);
  }
  return { fields, general };
}
