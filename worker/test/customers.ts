import type { RegisterRequest } from '../../src/contracts/auth.ts';
import { newValidCpf } from '../../src/test-support/cpf.ts';

/** Shoppers for the session tests: valid CPFs, adults, unique e-mails, each from its own IP. */
let sequence = 0;

export const PASSWORD = 'vinho123tinto';

export function newShopper(): RegisterRequest['input'] & { email: string } {
  sequence += 1;
  return {
    customerType: 'PERSON',
    fullName: 'Maria da Silva',
    email: `maria.edge.${Date.now()}.${sequence}@example.com.br`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    cpf: newValidCpf(),
    birthDate: '1990-05-20',
    primaryPhoneAreaCode: '11',
    primaryPhoneNumber: '987654321',
  };
}

/** A documentation-range IP no other test uses: the commerce service limits attempts per IP. */
export function shopperIp(): string {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  return `10.${a}.${b}.${(sequence += 1) % 250}`;
}
