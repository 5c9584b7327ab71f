import type { RegisterRequest } from '../../src/contracts/auth.ts';

/** Shoppers for the session tests: valid CPFs, adults, unique e-mails, each from its own IP. */
let sequence = 0;

function cpf(): string {
  const base = String(100_000_000 + ((Date.now() + (sequence += 1) * 7_919) % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, value, index) => total + value * (digits.length + 1 - index), 0);
    const remainder = (sum * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

export const PASSWORD = 'vinho123tinto';

export function newShopper(): RegisterRequest['input'] & { email: string } {
  sequence += 1;
  return {
    customerType: 'PERSON',
    fullName: 'Maria da Silva',
    email: `maria.edge.${Date.now()}.${sequence}@example.com.br`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    cpf: cpf(),
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
