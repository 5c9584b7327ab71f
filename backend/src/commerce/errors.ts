import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';

/**
 * Business errors of the commerce service. Each carries the code the hosted storefront API would
 * put in `extensions.code` (notes/storefront-api.md "Errors"); the GraphQL layer turns them into
 * `errors[]` entries in one place (graphql/format-error.ts). Messages are pt-BR: the storefront may
 * show them, but it should decide by `code`.
 */
export class CommerceError extends Error {
  override readonly name: string = 'CommerceError';
  constructor(
    readonly code: string,
    message: string,
    /** Extra, non-sensitive details for the client (e.g. which fields failed). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Too many attempts: the GraphQL layer answers HTTP 429 (spec §8 "HTTP 429"). */
export class RateLimitError extends CommerceError {
  override readonly name = 'RateLimitError';
  constructor(readonly retryAfterSeconds: number) {
    super(ERROR_CODES.tooManyRequests, 'Muitas tentativas. Tente novamente em instantes.');
  }
}

/**
 * A registration whose e-mail or CPF already has an account. Shoppers get one generic refusal
 * (nothing says which, or that an account exists); the accounts' owners are told by e-mail.
 */
export class AccountExistsError extends CommerceError {
  override readonly name = 'AccountExistsError';
  constructor(readonly owners: ReadonlyArray<{ email: string; fullName: string }>) {
    super(ERROR_CODES.registrationRefused, 'Não foi possível concluir o cadastro com estes dados.');
  }
}
