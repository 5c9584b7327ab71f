/**
 * Conditions checked inside a D1 batch (migration 0040_assertions.sql). A batch is one transaction
 * and D1 runs one statement at a time, so an assertion cannot be separated from the writes beside
 * it: a limit checked only in JavaScript, against a state read before the batch, lets parallel
 * requests pass it together. When an assertion fails the whole batch is rolled back and its code
 * and subject come back to the caller, to be turned into the error the shopper sees.
 */
export interface FailedAssertion {
  /** An ERROR_CODES value. */
  code: string;
  /** What failed the check (e.g. a productVariantId), or '' when the code says it all. */
  subject: string;
}

// The marker keeps our messages apart from other aborts (e.g. migration 0011's stock trigger).
const MARKER = 'sql-assertion';
const MESSAGE = new RegExp(`${MARKER}:([A-Za-z0-9_]+):([^:\\s]*)`);

/**
 * A statement that aborts its batch with `code` unless `condition` is true. `condition` is one SQL
 * expression with `?` for `params`; one that comes out NULL (a missing row) fails. `changes()` in it
 * reads the statement just before (its SELECT runs before the insert it feeds), and an assertion
 * resets it to 0 (the view's trigger): a `changes()` check must follow its UPDATE directly.
 */
export function sqlAssertion(db: D1Database, condition: string, params: readonly unknown[], code: string, subject: string | number = ''): D1PreparedStatement {
  return db.prepare(`INSERT INTO sql_assertions (ok, message) SELECT (${condition}), ?`).bind(...params, `${MARKER}:${code}:${subject}`);
}

function failedAssertion(error: unknown): FailedAssertion | undefined {
  const match = MESSAGE.exec(error instanceof Error ? error.message : String(error));
  return match ? { code: match[1] ?? '', subject: match[2] ?? '' } : undefined;
}

/** Runs `statements` as one batch and answers their results; a failed assertion becomes `explain`'s error, anything else is rethrown. */
export async function batchWithAssertions(
  db: D1Database,
  statements: D1PreparedStatement[],
  explain: (failure: FailedAssertion) => Error | Promise<Error>,
): Promise<D1Result[]> {
  try {
    return await db.batch(statements);
  } catch (error) {
    const failure = failedAssertion(error);
    if (!failure) throw error;
    throw await explain(failure);
  }
}
