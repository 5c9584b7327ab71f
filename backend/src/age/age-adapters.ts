import type { JSONWebKeySet } from 'jose';
import { adapterOf, type AgeBindings } from './age-config.ts';
import type { DatavalidSettings } from './receita/datavalid.ts';
import { datavalidStandIn } from './receita/datavalid-stand-in.ts';
import type { VendorSettings } from './provedor/vendor.ts';
import { vendorStandInApi } from './provedor/vendor-stand-in.ts';

/**
 * Each method's adapter as configured (README "Age verification"): the real service with the
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
  return { baseUrl: 'https://datavalid.dublê', consumerKey: 'dublê', consumerSecret: 'dublê', timeoutMs, fetch: inProcess(datavalidStandIn()) };
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
    apiUrl: 'https://fornecedor.dublê',
    apiKey: 'dublê',
    verificationKey: { secret: await standInSecret(env) },
    fetch: inProcess(vendorStandInApi(shopOrigin)),
  };
}
