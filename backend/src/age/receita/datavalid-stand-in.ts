import { Hono } from 'hono';
import { cpfCheckDigit } from '../../../../src/core/rules/cpf.ts';

/**
 * A stand-in for Serpro Datavalid (the "receita" method's service), answering the same shapes as
 * the real one (`POST /token`, `POST /datavalid/v4/pf-basica`), for development, tests and demos.
 * Any CPF it has no fixture for belongs to someone whose registered data the base confirms; the
 * fixtures below play every other answer the real service gives.
 */
function cpfFrom(first9: string): string {
  const digits = [...first9].map(Number);
  const tenth = cpfCheckDigit(digits);
  return `${first9}${tenth}${cpfCheckDigit([...digits, tenth])}`;
}

/** Check-digit-valid CPFs that make the stand-in answer each case. */
export const RECEITA_FIXTURES = {
  birthDateMismatch: cpfFrom('401201301'),
  nameMismatch: cpfFrom('401201302'),
  irregular: cpfFrom('401201303'),
  notInBase: cpfFrom('401201304'),
  expiredToken: cpfFrom('401201305'),
  tooManyRequests: cpfFrom('401201306'),
  unavailable: cpfFrom('401201307'),
  hangs: cpfFrom('401201308'),
} as const;

/** Waits until the caller gives up (its request's signal aborts), as a service that never answers. */
function hang(signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(new Response(null, { status: 504 })), { once: true }));
}

/** The stand-in service; each instance refuses the "expiredToken" fixture's first call, as an expired token. */
export function datavalidStandIn(): Hono {
  let refusedAsExpired = false;
  return new Hono()
    .post('/token', async (c) => {
      const auth = c.req.header('authorization') ?? '';
      if (!auth.startsWith('Basic ') || (await c.req.text()) !== 'grant_type=client_credentials') return c.json({ error: 'invalid_client' }, 401);
      return c.json({ scope: 'am_application_scope default', token_type: 'Bearer', expires_in: 3600, access_token: `token-de-teste-${crypto.randomUUID()}` });
    })
    .post('/datavalid/v4/pf-basica', async (c) => {
      const auth = c.req.header('authorization') ?? '';
      if (!auth.startsWith('Bearer token-de-teste-')) return c.json({ message: 'Invalid Credentials' }, 401);
      const body = (await c.req.json().catch(() => null)) as { cpf?: unknown; validacao?: unknown } | null;
      const cpf = typeof body?.cpf === 'string' ? body.cpf : '';
      // the token in hand expired before its hour: refused once, a new one passes
      if (cpf === RECEITA_FIXTURES.expiredToken && !refusedAsExpired) {
        refusedAsExpired = true;
        return c.json({ message: 'Invalid Credentials' }, 401);
      }
      if (!/^\d{11}$/.test(cpf) || typeof body?.validacao !== 'object') return c.json({ codigo: 'DV002', mensagem: 'Dados de entrada inválidos' }, 422);
      if (cpf === RECEITA_FIXTURES.tooManyRequests) return c.json({ message: 'Too Many Requests' }, 429);
      if (cpf === RECEITA_FIXTURES.unavailable) return c.json({ message: 'Service Unavailable' }, 503);
      if (cpf === RECEITA_FIXTURES.hangs) return hang(c.req.raw.signal);
      if (cpf === RECEITA_FIXTURES.notInBase) return c.json({ rfb_existe: false });
      return c.json({
        rfb_existe: true,
        rfb: {
          nome: cpf !== RECEITA_FIXTURES.nameMismatch,
          nome_similaridade: cpf === RECEITA_FIXTURES.nameMismatch ? 0.42 : 1,
          data_nascimento: cpf !== RECEITA_FIXTURES.birthDateMismatch,
          situacao_cpf: cpf !== RECEITA_FIXTURES.irregular,
        },
      });
    });
}
