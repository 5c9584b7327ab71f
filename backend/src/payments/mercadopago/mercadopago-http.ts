import type { ZodMiniType } from 'zod/mini';
import { PaymentProviderError } from '../port.ts';
import { mpErrorSchema } from './mercadopago-api.ts';

/** Where and how the adapter talks to Mercado Pago's REST API (or to its stand-in, the same shapes). */
export interface MercadoPagoConnection {
  /** https://api.mercadopago.com */
  apiUrl: string;
  /** The account's access token (a secret): only ever in the Authorization header, never in an error or a log. */
  accessToken: string;
  /** How long one exchange (request and whole answer) may take before it counts as no answer. */
  timeoutMs: number;
  fetch: (request: Request) => Promise<Response>;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /**
   * Mercado Pago's `X-Idempotency-Key` (API reference, "Create payment" and "Create refund"): the
   * same key answers the first request's result again instead of acting twice.
   */
  idempotencyKey?: string;
}

/** The provider's own words for a refusal, short enough for a log line. */
function refusalDetail(text: string): string {
  let parsed: ReturnType<typeof mpErrorSchema.safeParse> | null = null;
  try {
    parsed = mpErrorSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = null;
  }
  const words = parsed?.success ? [parsed.data.message, parsed.data.error].filter(Boolean).join(' / ') : '';
  return (words || text || 'no body').slice(0, 300);
}

/** Settles with `work`, or rejects when the signal aborts first (a fetch that ignores its signal still times out). */
function beforeAbort<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One exchange: the answer's body when its status is 2xx; PaymentProviderError otherwise. */
async function exchange(connection: MercadoPagoConnection, call: Call): Promise<string> {
  const signal = AbortSignal.timeout(connection.timeoutMs);
  const headers = new Headers({ authorization: `Bearer ${connection.accessToken}`, accept: 'application/json' });
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.idempotencyKey) headers.set('x-idempotency-key', call.idempotencyKey);
  const request = new Request(`${connection.apiUrl}${call.path}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? null : JSON.stringify(call.body),
    signal,
  });
  let answer: { status: number; text: string };
  try {
    answer = await beforeAbort(
      signal,
      (async () => {
        const response = await connection.fetch(request);
        return { status: response.status, text: await response.text() };
      })(),
    );
  } catch {
    throw new PaymentProviderError(0, `${call.method} ${call.path}: ${signal.aborted ? `no answer within ${connection.timeoutMs} ms` : 'no answer (network)'}`);
  }
  if (answer.status < 200 || answer.status > 299) throw new PaymentProviderError(answer.status, `${call.method} ${call.path}: ${refusalDetail(answer.text)}`);
  return answer.text;
}

/**
 * One exchange with the API, its answer parsed with `schema`. Throws PaymentProviderError: the
 * HTTP status for a refusal, 0 for no answer in time or a network failure, 502 for a success
 * whose body does not parse.
 */
export async function callMercadoPago<T>(connection: MercadoPagoConnection, call: Call, schema: ZodMiniType<T>): Promise<T> {
  const text = await exchange(connection, call);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PaymentProviderError(502, `${call.method} ${call.path}: answer is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PaymentProviderError(502, `${call.method} ${call.path}: unexpected answer (${parsed.error.issues[0]?.path.join('.') || '?'})`);
  return parsed.data;
}

/** The same, for a call whose answer says nothing more than its status. */
export async function sendToMercadoPago(connection: MercadoPagoConnection, call: Call): Promise<void> {
  await exchange(connection, call);
}
