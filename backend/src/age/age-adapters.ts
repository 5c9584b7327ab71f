import type { JSONWebKeySet } from 'jose';
import { adapterOf, type AgeBindings } from './age-config.ts';
import type { DatavalidSettings } from './receita/datavalid.ts';
import { datavalidStandIn } from './receita/datavalid-stand-in.ts';
import type { VendorSettings } from './provedor/vendor.ts';
import { vendorStandInApi } from './provedor/vendor-stand-in.ts';
import type { TestIssuerKeys } from './carteira/test-issuer.ts';

/**
 * Each method's adapter as configured (docs/age-verification.md): the real service with the
 * owner's credentials, or its local stand-in answering the same shapes in-process.
 */
export interface AgeAdapterBindings extends AgeBindings {
  /** Serpro's gateway (default below); the contract's consumer key and secret are secrets. */
  SERPRO_DATAVALID_URL?: string;
  SERPRO_CONSUMER_KEY?: string;
  SERPRO_CONSUMER_SECRET?: string;
  /** How long the Receita may take before the method says "indisponível" (10 s). */
  AGE_RECEITA_TIMEOUT_MS?: string;
  /** The age vendor's API base, its key (a secret) and its webhook keys (a JWKS, JSON). */
  AGE_VENDOR_API_URL?: string;
  AGE_VENDOR_API_KEY?: string;
  AGE_VENDOR_JWKS?: string;
  /** The shop's own address (backend/src/commerce/config.ts): the vendor stand-in's page is there. */
  SHOP_ORIGIN?: string;
  /** The IACA roots (PEM certificates, one after another) whose mobile documents the wallet method trusts. */
  AGE_WALLET_IACA_ROOTS?: string;
  /** The local stand-in's test issuer (carteira/test-issuer.ts, as JSON), made by the server or the tests at start. */
  AGE_WALLET_TEST_ISSUER?: string;
}

const SERPRO_GATEWAY = 'https://gateway.apiserpro.serpro.gov.br';
const RECEITA_TIMEOUT_MS = 10_000;

/** A stand-in's Hono app as a fetch: the adapter's requests never leave the worker. */
const inProcess = (app: { fetch: (request: Request) => Response | Promise<Response> }) => async (request: Request) => app.fetch(request);

export function receitaSettings(env: AgeAdapterBindings): DatavalidSettings {
  const timeoutMs = Number(env.AGE_RECEITA_TIMEOUT_MS) > 0 ? Number(env.AGE_RECEITA_TIMEOUT_MS) : RECEITA_TIMEOUT_MS;
  if (adapterOf(env, 'receita') === 'real') {
    return {
      baseUrl: env.SERPRO_DATAVALID_URL?.trim() || SERPRO_GATEWAY,
      consumerKey: env.SERPRO_CONSUMER_KEY ?? '',
      consumerSecret: env.SERPRO_CONSUMER_SECRET ?? '',
      timeoutMs,
      fetch: (request) => fetch(request),
    };
  }
  return { baseUrl: 'https://datavalid.stand-in', consumerKey: 'stand-in', consumerSecret: 'stand-in', timeoutMs, fetch: inProcess(datavalidStandIn()) };
}

/** The key the stand-ins sign with: made from the backend's own secret, so no other party holds it. */
export async function standInSecret(env: AgeBindings): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`adega:age-stand-in:${env.API_ACCESS_TOKEN ?? 'local'}`));
  return new Uint8Array(digest);
}

export async function vendorSettings(env: AgeAdapterBindings): Promise<VendorSettings> {
  if (adapterOf(env, 'provedor') === 'real') {
    return {
      apiUrl: env.AGE_VENDOR_API_URL?.trim() ?? '',
      apiKey: env.AGE_VENDOR_API_KEY ?? '',
      verificationKey: { jwks: JSON.parse(env.AGE_VENDOR_JWKS || '{"keys":[]}') as JSONWebKeySet },
      fetch: (request) => fetch(request),
    };
  }
  const shopOrigin = URL.parse(env.SHOP_ORIGIN ?? '')?.origin ?? 'http://localhost:8787';
  return {
    apiUrl: 'https://vendor.stand-in',
    apiKey: 'stand-in',
    verificationKey: { secret: await standInSecret(env) },
    fetch: inProcess(vendorStandInApi(shopOrigin)),
  };
}

/** The PEM certificates of a text that holds several, one after another. */
function pemCertificates(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
}

/** The local stand-in's test issuer, when the server was given one. */
export function walletTestIssuer(env: AgeAdapterBindings): TestIssuerKeys | null {
  try {
    return env.AGE_WALLET_TEST_ISSUER ? (JSON.parse(env.AGE_WALLET_TEST_ISSUER) as TestIssuerKeys) : null;
  } catch {
    return null;
  }
}

/** The roots a wallet's document must chain to: the owner's IACA list, or the stand-in's test IACA. */
export function walletTrustedRoots(env: AgeAdapterBindings): string[] {
  if (adapterOf(env, 'carteira') === 'real') return pemCertificates(env.AGE_WALLET_IACA_ROOTS ?? '');
  const issuer = walletTestIssuer(env);
  return issuer ? [issuer.iacaPem] : [];
}
