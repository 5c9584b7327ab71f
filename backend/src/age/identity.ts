import type { AgeIdentity } from '../../../src/contracts/age-verification.ts';
import { checkBirthDate } from '../../../src/core/rules/birth-date.ts';
import { base64 } from '../commerce/crypto.ts';

/**
 * The identity a verification is about, kept only as a keyed digest (HMAC-SHA256 with a key made
 * from the backend's own secret): it tells whether the CPF, the name or the birth date changed
 * since, and cannot be turned back into them (LGPD art. 6 III). Rotating API_ACCESS_TOKEN ends
 * every verification (customers confirm again): docs/age-verification.md.
 */
const encoder = new TextEncoder();

/** The name as a person would read it: case, accents' composition and spacing do not make it another. */
function normalizedName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
}

async function identityKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret || 'local'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const derived = await crypto.subtle.sign('HMAC', material, encoder.encode('adega:age-identity:v1'));
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** Whether two identities are one for the age confirmation (the digest below reads them alike). */
export function sameAgeIdentity(a: AgeIdentity, b: AgeIdentity): boolean {
  return a.customerId === b.customerId && a.cpf === b.cpf && normalizedName(a.name) === normalizedName(b.name) && a.birthDate === b.birthDate;
}

export async function identityDigest(secret: string, identity: AgeIdentity): Promise<string> {
  const text = [identity.customerId, identity.cpf, normalizedName(identity.name), identity.birthDate].join('\u001f');
  const mac = await crypto.subtle.sign('HMAC', await identityKey(secret), encoder.encode(text));
  return base64(new Uint8Array(mac));
}

/** Whether the registered birth date makes the person an adult today (São Paulo's calendar). */
export function isAdultBy(identity: AgeIdentity, now: Date): boolean {
  return checkBirthDate(identity.birthDate, now) === 'ok';
}
