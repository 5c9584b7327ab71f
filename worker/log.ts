/**
 * Structured JSON logs, one line per event, with the request id for correlation.
 * Never pass tokens or personal data in fields.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
  /** Whether a warning or an error was reported (written or not): a page rendered then is degraded. */
  troubled(): boolean;
}

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

function isLogLevel(value: string | undefined): value is keyof typeof LEVELS {
  return value !== undefined && Object.hasOwn(LEVELS, value);
}

/** A logger writing events at or above `minLevel` (the LOG_LEVEL var; "info" when unset). */
export function createLogger(base: LogFields, minLevel?: string): Logger {
  const threshold = LEVELS[isLogLevel(minLevel) ? minLevel : 'info'];
  let troubled = false;
  const write = (level: Level, event: string, fields: LogFields = {}) => {
    if (level !== 'info') troubled = true;
    if (LEVELS[level] < threshold) return;
    const line = JSON.stringify({ level, event, ...base, ...fields });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
    troubled: () => troubled,
  };
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A path fit for logs: cart and checkout ids (UUIDs) masked, since a checkout id opens the
 * shopper's cart. Queries are never logged (a returning token travels there).
 */
export function loggablePath(path: string): string {
  return path.replace(UUID, ':id');
}
