import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { maskCpf } from '../../../src/core/rules/cpf.ts';
import { maskPhone } from '../../../src/core/rules/phone.ts';
import { PERSON_NAME_MAX_LENGTH } from '../../../src/contracts/person-name.ts';
import {
  birthDateOf,
  checkBirthDate,
  checkCpf,
  checkName,
  checkPhone,
  cpfDigits,
  type FieldError,
  normalizeName,
  parsePhone,
} from '../commerce/customer-validation.ts';
import type { CustomerRow } from '../commerce/customers.ts';
import { sameAgeIdentity } from '../age/identity.ts';
import { identityOfCustomer } from '../age/order-guard.ts';
import { html, type Html } from './html.ts';

/**
 * "Meus dados" of the account area (docs/payments.md "Minha conta"): the customer sees and corrects
 * the name, CPF, birth date and mobile the registration took, with the registration's own rules.
 * The age confirmation is bound to the name, CPF and birth date (backend/src/age/): a change to any
 * of them asks for it again, which the page says.
 */
type DetailsField = 'fullName' | 'cpf' | 'birthDate' | 'phone';

export interface DetailsForm {
  values: Record<DetailsField, string>;
  errors: Partial<Record<DetailsField, string>>;
  /** An account made through Google may have no mobile: it stays optional there, as its registration had it. */
  phoneRequired: boolean;
}

export interface AccountDetails {
  fullName: string;
  cpf: string;
  birthDate: string;
  areaCode: string | null;
  phoneNumber: string | null;
}

const LABELS: Record<DetailsField, string> = {
  fullName: 'Nome completo',
  cpf: 'CPF',
  birthDate: 'Data de nascimento',
  phone: 'Celular com DDD',
};

/** Registration says "para se cadastrar"; an account already made is told the rule itself. */
const UNDER_AGE = 'Venda proibida para menores de 18 anos: confira a data de nascimento.';

/** A CPF the shop cannot take (another account has it): said without telling whose; the edge limits how often one may ask. */
export const CPF_TAKEN = 'Não foi possível usar este CPF. Confira o número ou fale com a loja pelo Contato.';

export function detailsFormOf(customer: CustomerRow): DetailsForm {
  return {
    values: {
      fullName: customer.full_name,
      cpf: maskCpf(customer.cpf ?? ''),
      birthDate: customer.birth_date,
      phone: maskPhone(`${customer.phone_area_code ?? ''}${customer.phone_number ?? ''}`),
    },
    errors: {},
    phoneRequired: hasPhone(customer),
  };
}

const hasPhone = (customer: CustomerRow) => Boolean(customer.phone_area_code && customer.phone_number);

const FIELD_OF: Record<string, DetailsField> = { fullName: 'fullName', cpf: 'cpf', birthDate: 'birthDate', primaryPhoneNumber: 'phone' };

export function readAccountDetails(form: Record<string, string>, customer: CustomerRow, now: Date): { details: AccountDetails } | { refused: DetailsForm } {
  const values = { fullName: form.fullName ?? '', cpf: form.cpf ?? '', birthDate: form.birthDate ?? '', phone: form.phone ?? '' };
  const phoneRequired = hasPhone(customer);
  const digits = values.phone.replace(/\D/g, '');
  const [areaCode, phoneNumber] = [digits.slice(0, 2), digits.slice(2)];
  const phoneGiven = phoneRequired || digits !== '';
  const failures = [
    checkName(values.fullName),
    checkCpf(values.cpf),
    checkBirthDate(values.birthDate, now),
    phoneGiven ? checkPhone(areaCode, phoneNumber) : undefined,
  ].filter((failure): failure is FieldError => failure !== undefined);
  if (failures.length > 0) {
    const errors: DetailsForm['errors'] = {};
    for (const failure of failures) errors[FIELD_OF[failure.field] ?? 'fullName'] ??= failure.code === ERROR_CODES.underAge ? UNDER_AGE : failure.message;
    return { refused: { values, errors, phoneRequired } };
  }
  const phone = phoneGiven ? parsePhone(areaCode, phoneNumber) : undefined;
  return {
    details: {
      fullName: normalizeName(values.fullName),
      cpf: cpfDigits(values.cpf),
      birthDate: birthDateOf(values.birthDate) ?? '',
      areaCode: phone?.areaCode ?? null,
      phoneNumber: phone?.number ?? null,
    },
  };
}

/** Whether the change touches what the age confirmation is bound to (as the age records read it). */
export const changesIdentity = (customer: CustomerRow, details: AccountDetails) =>
  !sameAgeIdentity(identityOfCustomer(customer), { customerId: customer.id, name: details.fullName, cpf: details.cpf, birthDate: details.birthDate });

function field(form: DetailsForm, name: DetailsField, attributes: Html): Html {
  const error = form.errors[name];
  const described = error ? html` aria-invalid="true" aria-describedby="${name}-erro"` : '';
  const required = name !== 'phone' || form.phoneRequired ? html` required` : '';
  return html`<p><label for="${name}">${LABELS[name]}</label><input id="${name}" name="${name}" value="${form.values[name]}"${required}${attributes}${described}>${
    error ? html`<span class="field-error" id="${name}-erro">${error}</span>` : ''
  }</p>`;
}

export function accountDetailsPage(input: { form: DetailsForm; token: string; action: string; accountPath: string; notice?: Html }): Html {
  const { form } = input;
  return html`<h1>Meus dados</h1>
${input.notice ?? ''}
<p>O e-mail da conta não muda aqui. Se você mudar o nome, o CPF ou a data de nascimento, sua idade precisa ser confirmada de novo antes da próxima compra.</p>
<form method="post" action="${input.action}">
<input type="hidden" name="token" value="${input.token}">
${field(form, 'fullName', html` type="text" autocomplete="name" maxlength="${PERSON_NAME_MAX_LENGTH}"`)}
${field(form, 'cpf', html` type="text" inputmode="numeric" autocomplete="off" maxlength="14"`)}
${field(form, 'birthDate', html` type="date" autocomplete="bday"`)}
${field(form, 'phone', html` type="tel" autocomplete="tel-national" maxlength="20"`)}
<button type="submit">Salvar</button>
</form>
<p><a href="${input.accountPath}">Voltar para Minha conta</a></p>`;
}
