/** An upstream answered with an HTTP error status. */
export class UpstreamHttpError extends Error {
  override name = 'UpstreamHttpError';
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`upstream ${path} answered ${status}`);
  }
}

/** An upstream did not answer within the spec's request timeout (§9: 30000 ms). */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  constructor(readonly path: string) {
    super(`upstream ${path} timed out`);
  }
}

/** An upstream answered, but not in the shape its contract promises. */
export class UpstreamContractError extends Error {
  override name = 'UpstreamContractError';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`upstream ${path} broke its contract: ${issues}`);
  }
}

/**
 * The edge is pointed at a hosted upstream without its access-token secret: refused before any
 * call (missing secrets fail fast; a hosted API would only answer 401 to every shopper).
 */
export class MissingSecretError extends Error {
  override name = 'MissingSecretError';
  constructor(readonly secret: string) {
    super(`${secret} is not set, but a hosted upstream is configured`);
  }
}

/** An upstream left to the embedded backend (its origin empty) while the BACKEND binding is absent. */
export class MissingBindingError extends Error {
  override name = 'MissingBindingError';
  constructor(binding: string, upstream: string) {
    super(`${upstream} has no configured origin and the ${binding} binding is absent`);
  }
}
