import { MERCADO_PAGO_SECRETS, paymentProviderOf, paymentStandInAllowed } from '../../backend/src/payments/payment-provider.ts';
import { isHostedCheckoutUrl } from '../../src/contracts/checkout-target.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../src/contracts/payment-paths.ts';
import type { Environment } from './environment.ts';

/**
 * What a shop needs to take a real order (docs/going-live.md), checked before a deploy: a payment
 * provider with its credentials, or the owner's explicit demo switch; and a sender address of its
 * own for the order mails; and a checkout that can read the carts. Answers the problems (each with
 * what fixes it), what to tell the owner, and the secrets the provider adds to the backend's.
 */
export interface SaleCheck {
  problems: string[];
  notes: string[];
  secrets: string[];
}

const EXAMPLE_SENDER = /@([\w-]+\.)*example(\.[a-z]+)*>?\s*$/i;

function secretCommands(environment: Environment): string {
  return MERCADO_PAGO_SECRETS.map((name) => `npx wrangler secret put ${name} --env ${environment.name} -c backend/wrangler.toml`).join(' and ');
}

export function checkSale(environment: Environment): SaleCheck {
  const vars = environment.backendVars;
  const check: SaleCheck = { problems: [], notes: [], secrets: [] };
  const provider = paymentProviderOf(vars);
  const webhook = `https://${environment.domains[0] ?? 'seu-dominio'}${PAYMENT_WEBHOOK_PATH}`;
  if (provider === 'mercadopago') {
    check.secrets.push(...MERCADO_PAGO_SECRETS);
    check.notes.push(
      `✓ payments: Mercado Pago, with its access token and webhook secret (${MERCADO_PAGO_SECRETS.join(', ')}); in Mercado Pago's "Suas integrações" → Webhooks, notify ${webhook} of "Pagamentos"`,
    );
  } else if (provider === 'local' && paymentStandInAllowed(vars)) {
    check.notes.push('! payments run on the stand-in (CHECKOUT_DEMO = "on"): a demo shop, no real money is taken');
  } else {
    check.problems.push(
      `no payment provider: set PAYMENT_PROVIDER = "mercadopago" in backend/wrangler.toml [env.${environment.name}] and its secrets (${secretCommands(environment)}), then notify ${webhook} from Mercado Pago (docs/payments.md); or CHECKOUT_DEMO = "on" for a demo shop that takes no money`,
    );
  }
  // a hosted checkout is handed the cart's id, but it can read only carts its own service keeps
  const checkoutUrl = environment.storefrontVars.CHECKOUT_URL ?? '';
  if (isHostedCheckoutUrl(checkoutUrl) && !environment.storefrontVars.STOREFRONT_GRAPHQL_URL) {
    check.notes.push(
      `! CHECKOUT_URL points at a hosted checkout (${checkoutUrl}) while the carts are kept in this shop's own backend (STOREFRONT_GRAPHQL_URL is empty): the hosted checkout cannot read those carts, so no order could be paid. For this shop's own checkout (Pix and card through the payment provider, docs/payments.md) set CHECKOUT_URL = "/checkout" in wrangler.toml [env.${environment.name}]; a hosted checkout needs its hosted service's carts (STOREFRONT_GRAPHQL_URL and API_ORIGIN pointing there, docs/going-live.md)`,
    );
  }
  const sender = vars.MAIL_FROM ?? '';
  if (!sender.trim() || EXAMPLE_SENDER.test(sender)) {
    check.problems.push(
      `the order mails would go out from the example sender (${sender || 'none'}): set MAIL_FROM in backend/wrangler.toml [env.${environment.name}] to an address of your domain, e.g. "Sua Loja <pedidos@seudominio.com.br>"`,
    );
  }
  return check;
}
