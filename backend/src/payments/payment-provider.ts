/**
 * Which payment provider the shop is configured for (docs/payments.md), read from plain vars so
 * the deploy's checks (scripts/deploy/) and the backend decide alike. Mercado Pago needs its
 * access token and webhook secret as secrets; the local stand-in answers outside development
 * and tests only with the owner's demo switch.
 */
export type PaymentProvider = 'mercadopago' | 'local' | 'unknown';

export interface PaymentProviderVars {
  ENVIRONMENT?: string;
  /** "mercadopago" or "local" (the stand-in, the default). */
  PAYMENT_PROVIDER?: string;
  /** "on": the stand-ins take orders outside development (a demo shop that sells nothing). */
  CHECKOUT_DEMO?: string;
}

/** What the real adapter needs from the owner, as secrets; the deploy refuses production without them. */
export const MERCADO_PAGO_SECRETS = ['MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET'] as const;

export function paymentProviderOf(vars: PaymentProviderVars): PaymentProvider {
  const chosen = vars.PAYMENT_PROVIDER?.trim().toLowerCase() || 'local';
  return chosen === 'mercadopago' || chosen === 'local' ? chosen : 'unknown';
}

/** Whether the stand-in may take orders: a local run, a test, or a demo shop the owner declared. */
export function paymentStandInAllowed(vars: PaymentProviderVars): boolean {
  const environment = vars.ENVIRONMENT?.trim().toLowerCase();
  return environment === 'development' || environment === 'test' || vars.CHECKOUT_DEMO?.trim().toLowerCase() === 'on';
}
