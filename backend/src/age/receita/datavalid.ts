import type { AgeIdentity } from '../../../../src/contracts/age-verification.ts';

/**
 * The "receita" method's adapter: Serpro Datavalid v4 `pf-basica` (docs/age-verification.md).
 * The account's CPF, name and registered birth date are sent; the Receita Federal's base answers
 * booleans (and a name similarity), so the shop never learns a birth date it was not told. OAuth2
 * client credentials first (`POST /token`, Basic of the consumer key and secret, a one-hour token,
 * kept per isolate: a service credential, nobody's data). Anything but a clear answer (429, 5xx,
 * no answer within the timeout, a token refused twice) is "unavailable", never a refusal.
 */
export interface DatavalidSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  timeoutMs: number;
  /** Where requests go: the network, or the stand-in (datavalid-stand-in.ts) that answers the same shapes. */
  fetch: (request: Request) => Promise<Response>;
}

export type ReceitaVerdict = 'matches' | 'does_not_match' | 'unavailable';

/** A name this similar to the base's (0–1) is the same person's, written another way. */
const NAME_SIMILARITY_NEEDED = 0.9;

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

interface DatavalidAnswer {
  rfb_existe?: unknown;
  rfb?: { nome?: unknown; nome_similaridade?: unknown; data_nascimento?: unknown; situacao_cpf?: unknown };
}

const tokens = new Map<string, { value: string; until: number }>();

class Unavailable extends Error {
  override name = 'Unavailable';
}

async function send(settings: DatavalidSettings, path: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    return await settings.fetch(new Request(`${settings.baseUrl}${path}`, { ...init, signal: controller.signal }));
  } catch {
    throw new Unavailable(`${path}: no answer`);
  } finally {
    clearTimeout(timer);
  }
}

async function accessToken(settings: DatavalidSettings, now: number, fresh = false): Promise<string> {
  const cached = tokens.get(settings.consumerKey);
  if (!fresh && cached && cached.until > now) return cached.value;
  const response = await send(settings, '/token', {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${settings.consumerKey}:${settings.consumerSecret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || typeof answer.access_token !== 'string') throw new Unavailable(`token refused (${response.status})`);
  // a minute early, so a token never expires between here and the call
  const lifeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000 - 60_000;
  tokens.set(settings.consumerKey, { value: answer.access_token, until: now + lifeMs });
  return answer.access_token;
}

async function validate(settings: DatavalidSettings, identity: AgeIdentity, token: string): Promise<Response> {
  return send(settings, '/datavalid/v4/pf-basica', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ cpf: identity.cpf, validacao: { nome: identity.name, data_nascimento: identity.birthDate, situacao_cpf: 'regular' } }),
  });
}

/** Whether the Receita Federal's base agrees with the account's CPF, name and birth date, and the CPF is regular. */
export async function checkAtReceita(settings: DatavalidSettings, identity: AgeIdentity, now: Date): Promise<ReceitaVerdict> {
  try {
    let response = await validate(settings, identity, await accessToken(settings, now.getTime()));
    if (response.status === 401) {
      // the token expired before its hour (revoked, a clock apart): one new token, once
      await response.body?.cancel();
      response = await validate(settings, identity, await accessToken(settings, now.getTime(), true));
    }
    if (!response.ok) {
      await response.body?.cancel();
      // 422: Datavalid could not take the data (a CPF it cannot read): not a match
      return response.status === 422 ? 'does_not_match' : 'unavailable';
    }
    const answer = (await response.json()) as DatavalidAnswer;
    const rfb = answer.rfb ?? {};
    const similarity = typeof rfb.nome_similaridade === 'number' ? rfb.nome_similaridade : rfb.nome === true ? 1 : 0;
    const matches = answer.rfb_existe === true && rfb.data_nascimento === true && rfb.situacao_cpf === true && similarity >= NAME_SIMILARITY_NEEDED;
    return matches ? 'matches' : 'does_not_match';
  } catch (error) {
    if (error instanceof Unavailable || error instanceof SyntaxError) return 'unavailable';
    throw error;
  }
}
