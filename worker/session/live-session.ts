import type { Context } from 'hono';
import { CUSTOMER_ACCESS_TOKEN_RENEW, type CustomerAccessToken } from '../../src/contracts/graphql/index.ts';
import { HEADERS } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { commerceCall } from './commerce-client.ts';
import { clearSessionTokens, readSessionTokens, writeSessionTokens, type SessionTokens } from './session-cookies.ts';
import { forgetSession, lookupSession, registerSession, revokeToken, type SessionRecord } from './session-registry.ts';
import { tokenRevocationSchema } from '../../src/contracts/token-revocation.ts';
import { describeError } from '../log.ts';

/**
 * A session's life at the edge (DECISIONS 1; docs/security.md): started by a login, checked on
 * every request that uses it (its token must be recorded in the registry and within its absolute
 * lifetime), renewed before its token expires (spec §4: a failed renewal logs out), and ended by
 * logout. A session that ended anywhere but here (logout elsewhere, 30 days passed, a refused
 * renewal) clears its cookies and marks the answer, so the page tells the shopper once.
 */
export interface LiveSession {
  tokens: SessionTokens;
  record: SessionRecord;
}

/** Renew when the token has less than this left: an active shopper is never logged out by it. */
const RENEW_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/** Tokens whose commerce service gave no expiry are taken to last the session cookie's 7 days. */
const DEFAULT_TOKEN_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

/** Clears the cookies of a session that ended without the shopper asking, and says so once. */
function sessionEnded(c: Context<AppEnv>, reason: string): void {
  c.get('log').info('session_ended', { reason });
  clearSessionTokens(c);
  c.header(HEADERS.sessionEnded, '1');
}

/** Starts a session: tokens into the httpOnly cookies, the token into the registry. */
export async function startSession(
  c: Context<AppEnv>,
  result: Pick<CustomerAccessToken, 'token' | 'legacyToken' | 'validUntil'>,
  startedAt = new Date().toISOString(),
): Promise<SessionTokens> {
  const tokens = { token: result.token ?? '', legacyToken: result.legacyToken };
  const validUntil = result.validUntil || new Date(Date.now() + DEFAULT_TOKEN_LIFE_MS).toISOString();
  await registerSession(c.env.SESSIONS_KV, tokens.token, { startedAt, validUntil });
  writeSessionTokens(c, tokens);
  return tokens;
}

/**
 * Logout: the token leaves the registry (a copied cookie stops working), the edge refuses it and
 * its legacy twin until their own expiry (a token sent back as `fbits-login` is no session either),
 * the embedded commerce service expires it at once, and the cookies go.
 */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const tokens = readSessionTokens(c);
  if (tokens) {
    const kv = c.env.SESSIONS_KV;
    const until = (await lookupSession(kv, tokens.token))?.validUntil ?? new Date(Date.now() + DEFAULT_TOKEN_LIFE_MS).toISOString();
    await Promise.all([
      forgetSession(kv, tokens.token),
      ...[tokens.token, tokens.legacyToken].flatMap((token) => (token ? [revokeToken(kv, token, until)] : [])),
      revokeAtService(c, tokens.token),
    ]);
  }
  clearSessionTokens(c);
}

/**
 * The embedded commerce service ends the token too (src/contracts/token-revocation.ts). A hosted
 * service cannot: there the edge's revocation record stands alone, and a failure here only logs.
 */
async function revokeAtService(c: Context<AppEnv>, token: string): Promise<void> {
  try {
    const { revoked } = await c.get('backend').post('/api/tokens/revoke', { token }, tokenRevocationSchema);
    c.get('log').info('token_revoked', { atService: revoked });
  } catch (error) {
    c.get('log').warn('token_revocation_failed', { error: describeError(error) });
  }
}

/**
 * spec §4 customerAccessTokenRenew: a new token pair for the same session (its start kept, so
 * renewals never pass its absolute end). The old token stays recorded one more minute for
 * requests already in flight. A refusal ends the session (spec §4 "Failed token renewal leads to
 * logout").
 */
export async function renewSession(c: Context<AppEnv>, live: LiveSession): Promise<LiveSession | undefined> {
  const { data, errors } = await commerceCall(c, CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: live.tokens.token }, live.tokens.token);
  const renewed = data?.customerAccessTokenRenew;
  if (!renewed?.token) {
    await forgetSession(c.env.SESSIONS_KV, live.tokens.token);
    sessionEnded(c, `renewal_refused:${errors[0]?.extensions?.code ?? 'none'}`);
    return undefined;
  }
  const tokens = await startSession(c, renewed, live.record.startedAt);
  await registerSession(c.env.SESSIONS_KV, live.tokens.token, { ...live.record, validUntil: new Date().toISOString() });
  const record = await lookupSession(c.env.SESSIONS_KV, tokens.token);
  return record ? { tokens, record } : undefined;
}

function renewalDue(record: SessionRecord): boolean {
  return Date.parse(record.validUntil) - Date.now() < RENEW_WITHIN_MS;
}

/**
 * This request's session, or undefined. A cookie whose token the registry does not hold (logged
 * out, past 30 days) is cleared. With `renew`, a token near its expiry is renewed first, where
 * the answer can still set cookies.
 */
export async function liveSession(c: Context<AppEnv>, options: { renew?: boolean } = {}): Promise<LiveSession | undefined> {
  const tokens = readSessionTokens(c);
  if (!tokens) return undefined;
  const record = await lookupSession(c.env.SESSIONS_KV, tokens.token);
  if (!record) {
    sessionEnded(c, 'not_recorded');
    return undefined;
  }
  const live = { tokens, record };
  if (options.renew && renewalDue(record)) return renewSession(c, live);
  return live;
}
