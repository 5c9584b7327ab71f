import { AGE_METHODS, type AgeMethod } from '../../../src/contracts/age-verification.ts';

/**
 * Which age-verification methods the shop offers, each through its real adapter or its local
 * stand-in (docs/age-verification.md). Vars in backend/wrangler.toml, keys as secrets. A stand-in
 * answers like the real service but proves nothing: outside development and tests it is offered
 * only with the owner's explicit demo switch (AGE_VERIFICATION_DEMO=on), as the checkout stand-in.
 */
export interface AgeBindings {
  ENVIRONMENT?: string;
  /** "serpro" (Serpro Datavalid), "local" (the stand-in) or "off". */
  AGE_RECEITA?: string;
  /** "wallet" (Digital Credentials API, IACA roots below), "local" (a test issuer) or "off". */
  AGE_CARTEIRA?: string;
  /** "vendor" (a hosted document + liveness vendor), "local" (the stand-in) or "off". */
  AGE_PROVEDOR?: string;
  /** "on": stand-ins are offered outside development (a demo shop, never a real sale). */
  AGE_VERIFICATION_DEMO?: string;
  /** Keys the identity digest (identity.ts) and the local stand-ins' signatures; the backend's own secret. */
  API_ACCESS_TOKEN?: string;
}

export type AgeAdapter = 'real' | 'local' | 'off';

const REAL: Record<AgeMethod, string> = { receita: 'serpro', carteira: 'wallet', provedor: 'vendor' };

const VAR: Record<AgeMethod, keyof AgeBindings> = { receita: 'AGE_RECEITA', carteira: 'AGE_CARTEIRA', provedor: 'AGE_PROVEDOR' };

/**
 * What each real adapter needs from the owner (docs/age-verification.md): vars that must not be
 * empty and secrets that must be set. The deploy checks them (scripts/deploy/) before going live.
 */
export const REAL_ADAPTER_NEEDS: Record<AgeMethod, { vars: string[]; secrets: string[] }> = {
  receita: { vars: [], secrets: ['SERPRO_CONSUMER_KEY', 'SERPRO_CONSUMER_SECRET'] },
  carteira: { vars: ['AGE_WALLET_IACA_ROOTS'], secrets: [] },
  provedor: { vars: ['AGE_VENDOR_API_URL', 'AGE_VENDOR_JWKS'], secrets: ['AGE_VENDOR_API_KEY'] },
};

/** Whether stand-ins may answer: a local run, a test, or a demo shop the owner declared. */
export function standInsAllowed(env: AgeBindings): boolean {
  const environment = env.ENVIRONMENT?.trim().toLowerCase();
  return environment === 'development' || environment === 'test' || env.AGE_VERIFICATION_DEMO?.trim().toLowerCase() === 'on';
}

/** The adapter a method runs through now: a stand-in not allowed here is off. */
export function adapterOf(env: AgeBindings, method: AgeMethod): AgeAdapter {
  const chosen = env[VAR[method]]?.trim().toLowerCase() ?? 'local';
  if (chosen === REAL[method]) return 'real';
  if (chosen === 'local') return standInsAllowed(env) ? 'local' : 'off';
  return 'off';
}

/** The methods a customer can use now, in the order the page offers them. */
export function offeredMethods(env: AgeBindings): AgeMethod[] {
  return AGE_METHODS.filter((method) => adapterOf(env, method) !== 'off');
}
