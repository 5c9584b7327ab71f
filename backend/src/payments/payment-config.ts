import { readCommerceConfig, type CommerceBindings } from '../commerce/config.ts';
import { sha256Hex } from '../commerce/crypto.ts';
import { mercadoPagoGateway } from './mercadopago/mercadopago.ts';
import { mercadoPagoStandIn } from './mercadopago/stand-in-api.ts';
import type { PaymentGateway } from './port.ts';
import { paymentProviderOf, paymentStandInAllowed, type PaymentProviderVars } from './payment-provider.ts';

/**
 * Which payment provider takes the shop's money (docs/payments.md). Vars in backend/wrangler.toml,
 * credentials as secrets. The local stand-in answers Mercado Pago's REST shapes in-process and
 * marks nothing paid by itself (its simulation page does): outside development and tests it
 * answers only with the owner's demo switch, CHECKOUT_DEMO = "on".
 */
export interface PaymentBindings extends CommerceBindings, PaymentProviderVars {
  /** Mercado Pago's API (default below); its access token and webhook secret are secrets. */
  MP_API_URL?: string;
  MP_ACCESS_TOKEN?: string;
  MP_WEBHOOK_SECRET?: string;
  /** Keys the local stand-in's notification signatures (the backend's own secret). */
  API_ACCESS_TOKEN?: string;
}

const MERCADO_PAGO_API = 'https://api.mercadopago.com';
const PROVIDER_TIMEOUT_MS = 10_000;

/** The local stand-in's webhook secret: derived from the backend's own secret, held by no one else. */
function standInWebhookSecret(env: PaymentBindings): Promise<string> {
  return sha256Hex(`adega:payment-stand-in:${env.API_ACCESS_TOKEN ?? 'local'}`);
}

/**
 * The gateway the shop pays through now, or null when it may take no payment: a stand-in where
 * stand-ins are not allowed, Mercado Pago without its credentials, or an unknown provider.
 */
export async function paymentGateway(env: PaymentBindings): Promise<PaymentGateway | null> {
  const provider = paymentProviderOf(env);
  if (provider === 'mercadopago') {
    const accessToken = env.MP_ACCESS_TOKEN?.trim();
    const webhookSecret = env.MP_WEBHOOK_SECRET?.trim();
    if (!accessToken || !webhookSecret) return null;
    return mercadoPagoGateway({
      provider,
      apiUrl: env.MP_API_URL?.trim() || MERCADO_PAGO_API,
      accessToken,
      webhookSecret,
      timeoutMs: PROVIDER_TIMEOUT_MS,
      fetch: (request) => fetch(request),
    });
  }
  if (provider !== 'local' || !paymentStandInAllowed(env)) return null;
  const standIn = mercadoPagoStandIn(env.DB, { shopOrigin: readCommerceConfig(env).shopOrigin });
  return mercadoPagoGateway({
    provider,
    apiUrl: 'https://mercadopago.stand-in',
    accessToken: 'stand-in',
    webhookSecret: await standInWebhookSecret(env),
    timeoutMs: PROVIDER_TIMEOUT_MS,
    fetch: async (request) => standIn.fetch(request),
  });
}

/** The secret the stand-in's simulation page signs its notifications with. */
export function standInNotificationSecret(env: PaymentBindings): Promise<string> {
  return standInWebhookSecret(env);
}
