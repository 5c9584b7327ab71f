import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { nodeId, sha256Hex } from './crypto.ts';
import {
  birthDateOf,
  checkBirthDate,
  checkCpf,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  cpfDigits,
  normalizeEmail,
  normalizeName,
  parsePhone,
  throwIfInvalid,
} from './customer-validation.ts';
import { AccountExistsError, CommerceError } from './errors.ts';
import { hashPassword } from './passwords.ts';
import type { GoogleIdentity } from './tokens.ts';

/** Customers of the commerce service (spec §3 "Customer"; hosted `customerCreate`). */
type Maybe<T> = T | null | undefined;

/** Input fields the hosted API takes as optional, nullable text. */
type OptionalText<Field extends string> = { [name in Field]?: Maybe<string> };

/** customerCompletePartialRegistration's input: what a Google sign-in leaves to ask. */
export interface CustomerSimpleCreateInput extends OptionalText<'email' | 'fullName' | 'cpf' | 'birthDate' | 'primaryPhoneAreaCode' | 'primaryPhoneNumber'> {
  customerType: string;
}

export interface CustomerCreateInput
  extends CustomerSimpleCreateInput,
    OptionalText<
      'password' | 'passwordConfirmation' | 'gender' | 'cep' | 'address' | 'addressNumber' | 'addressComplement' | 'neighborhood' | 'city' | 'state'
    > {
  newsletter?: Maybe<boolean>;
}

export interface CustomerRow {
  id: number;
  email: string;
  full_name: string;
  customer_type: string;
  cpf: string | null;
  birth_date: string;
  gender: string | null;
  phone_area_code: string | null;
  phone_number: string | null;
  password_hash: string | null;
  google_sub: string | null;
  /** When the e-mail was proven (a Google sign-in, a reset link followed); null: never. */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The hosted `Customer` type's fields we serve. */
export interface CustomerView {
  customerId: number;
  id: string;
  customerName: string;
  customerType: string;
  email: string;
  cpf: string | null;
  birthDate: string;
  gender: string | null;
  phoneNumber: string | null;
  creationDate: string;
  updateDate: string;
}

export function toCustomerView(row: CustomerRow): CustomerView {
  return {
    customerId: row.id,
    id: nodeId('Customer', row.id),
    customerName: row.full_name,
    customerType: row.customer_type,
    email: row.email,
    cpf: row.cpf,
    birthDate: `${row.birth_date}T00:00:00.000Z`,
    gender: row.gender,
    phoneNumber: row.phone_area_code && row.phone_number ? `${row.phone_area_code}${row.phone_number}` : null,
    creationDate: row.created_at,
    updateDate: row.updated_at,
  };
}

const COLUMNS =
  'id, email, full_name, customer_type, cpf, birth_date, gender, phone_area_code, phone_number, password_hash, google_sub, email_verified_at, created_at, updated_at';

export async function findCustomerById(db: D1Database, id: number): Promise<CustomerRow | undefined> {
  return (await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?`).bind(id).first<CustomerRow>()) ?? undefined;
}

/**
 * The customer whose live AUTHENTICATED access token this is, in one query (tokens.ts keeps the
 * token's hash): every signed-in call starts with it.
 */
export async function findCustomerByAccessToken(db: D1Database, token: string, now: Date): Promise<CustomerRow | undefined> {
  const columns = COLUMNS.split(', ')
    .map((column) => `c.${column}`)
    .join(', ');
  const row = await db
    .prepare(
      `SELECT ${columns} FROM customer_access_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = ? AND t.expires_at > ? AND t.kind = 'AUTHENTICATED'`,
    )
    .bind(await sha256Hex(token), now.toISOString())
    .first<CustomerRow>();
  return row ?? undefined;
}

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRow | undefined> {
  return (await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE email = ?`).bind(normalizeEmail(email)).first<CustomerRow>()) ?? undefined;
}

export async function findCustomerByGoogleSub(db: D1Database, sub: string): Promise<CustomerRow | undefined> {
  return (await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE google_sub = ?`).bind(sub).first<CustomerRow>()) ?? undefined;
}

/**
 * Links a Google account (a proof of the e-mail) to the customer with that e-mail. An account
 * whose e-mail was never proven may have been registered by someone else to wait for its owner
 * (pre-account takeover): its password stops working and its sessions end, in the same batch;
 * the owner can set a password through recovery.
 */
export async function linkGoogleAccount(db: D1Database, customer: CustomerRow, sub: string, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const link = db
    .prepare('UPDATE customers SET google_sub = ?1, email_verified_at = coalesce(email_verified_at, ?2), updated_at = ?2 WHERE id = ?3 AND google_sub IS NULL')
    .bind(sub, stamp, customer.id);
  if (customer.email_verified_at !== null) {
    await link.run();
    return;
  }
  await db.batch([
    db.prepare('UPDATE customers SET password_hash = NULL WHERE id = ? AND email_verified_at IS NULL').bind(customer.id),
    db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?').bind(customer.id),
    link,
  ]);
}

/** The shop sells to people (spec §1: adults); companies and foreigners are not served. */
function assertPerson(customerType: string): void {
  if (customerType !== 'PERSON') {
    throw new CommerceError(ERROR_CODES.customerTypeUnsupported, 'Cadastro disponível apenas para pessoa física.');
  }
}

/** The accounts that already hold this e-mail or CPF (AccountExistsError names them to the mailer). */
async function existingOwners(db: D1Database, email: string, cpf: string): Promise<Array<{ email: string; fullName: string }>> {
  const { results } = await db
    .prepare('SELECT email, full_name AS fullName FROM customers WHERE email = ? OR cpf = ?')
    .bind(email, cpf)
    .all<{ email: string; fullName: string }>();
  return results;
}

async function assertUnique(db: D1Database, email: string, cpf: string): Promise<void> {
  const owners = await existingOwners(db, email, cpf);
  if (owners.length > 0) throw new AccountExistsError(owners);
}

/**
 * Runs a customer INSERT … RETURNING. A concurrent registration can still hit the UNIQUE
 * constraints: answer as the pre-check would.
 */
async function insertCustomer(db: D1Database, insert: D1PreparedStatement, email: string, cpf: string): Promise<CustomerRow> {
  try {
    const row = await insert.first<CustomerRow>();
    if (!row) throw new Error('customer insert returned no row');
    return row;
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new AccountExistsError(await existingOwners(db, email, cpf));
    throw error;
  }
}

function trimmed(value: Maybe<string>): string | null {
  const text = value?.trim();
  return text ? text : null;
}

export async function createCustomer(db: D1Database, input: CustomerCreateInput, now: Date): Promise<CustomerRow> {
  assertPerson(input.customerType);
  throwIfInvalid([
    checkName(input.fullName),
    checkEmail(input.email),
    checkPassword(input.password, input.passwordConfirmation),
    checkCpf(input.cpf),
    checkPhone(input.primaryPhoneAreaCode, input.primaryPhoneNumber),
    checkBirthDate(input.birthDate, now),
  ]);
  const email = normalizeEmail(input.email ?? '');
  const cpf = cpfDigits(input.cpf ?? '');
  const phone = parsePhone(input.primaryPhoneAreaCode, input.primaryPhoneNumber);
  await assertUnique(db, email, cpf);
  const passwordHash = await hashPassword(input.password ?? '');
  const stamp = now.toISOString();
  const insert = db
    .prepare(
      `INSERT INTO customers (email, full_name, customer_type, cpf, birth_date, gender, phone_area_code, phone_number,
         newsletter, cep, address, address_number, address_complement, neighborhood, city, state, password_hash,
         created_at, updated_at)
       VALUES (?, ?, 'PERSON', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .bind(
      email,
      normalizeName(input.fullName ?? ''),
      cpf,
      birthDateOf(input.birthDate) ?? '',
      input.gender ?? null,
      phone?.areaCode ?? null,
      phone?.number ?? null,
      input.newsletter ? 1 : 0,
      trimmed(input.cep)?.replace(/\D/g, '') ?? null,
      trimmed(input.address),
      trimmed(input.addressNumber),
      trimmed(input.addressComplement),
      trimmed(input.neighborhood),
      trimmed(input.city),
      trimmed(input.state),
      passwordHash,
      stamp,
      stamp,
    );
  return insertCustomer(db, insert, email, cpf);
}

/**
 * The account of a Google sign-in, made by customerCompletePartialRegistration: the e-mail is the
 * one Google vouched for (an `email` in the input must match it), no password.
 */
export async function createGoogleCustomer(db: D1Database, google: GoogleIdentity, input: CustomerSimpleCreateInput, now: Date): Promise<CustomerRow> {
  assertPerson(input.customerType);
  const emailMismatch =
    input.email && normalizeEmail(input.email) !== normalizeEmail(google.email)
      ? { field: 'email', code: ERROR_CODES.emailInvalid, message: 'Use o e-mail da sua conta Google.' }
      : undefined;
  const phoneGiven = Boolean(input.primaryPhoneAreaCode || input.primaryPhoneNumber);
  throwIfInvalid([
    checkName(input.fullName ?? google.name),
    emailMismatch,
    checkCpf(input.cpf),
    phoneGiven ? checkPhone(input.primaryPhoneAreaCode, input.primaryPhoneNumber) : undefined,
    checkBirthDate(input.birthDate, now),
  ]);
  const email = normalizeEmail(google.email);
  const cpf = cpfDigits(input.cpf ?? '');
  const phone = phoneGiven ? parsePhone(input.primaryPhoneAreaCode, input.primaryPhoneNumber) : undefined;
  await assertUnique(db, email, cpf);
  const stamp = now.toISOString();
  const insert = db
    .prepare(
      `INSERT INTO customers (email, full_name, customer_type, cpf, birth_date, phone_area_code, phone_number, google_sub, email_verified_at, created_at, updated_at)
       VALUES (?, ?, 'PERSON', ?, ?, ?, ?, ?, ?8, ?8, ?8)
       RETURNING ${COLUMNS}`,
    )
    .bind(
      email,
      normalizeName(input.fullName ?? google.name),
      cpf,
      birthDateOf(input.birthDate) ?? '',
      phone?.areaCode ?? null,
      phone?.number ?? null,
      google.sub,
      stamp,
    );
  return insertCustomer(db, insert, email, cpf);
}
