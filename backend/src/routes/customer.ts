import { Hono } from 'hono';
import { customerIdSchema, customerLinkRequestSchema, type CustomerLink } from '../../../src/contracts/customer-link.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { readJsonBody, readParam } from '../validation/request.ts';
import { tokenRevocationRequestSchema, type TokenRevocation } from '../../../src/contracts/token-revocation.ts';
import { revokeCustomerToken } from '../commerce/tokens.ts';
import { recoveryAccountRequestSchema, type RecoveryAccount } from '../../../src/contracts/recovery-account.ts';
import { recoveryKeyAccount } from '../commerce/password-recovery.ts';

/** What old records hold instead of a cart id (spec §4 "Login"); kept as text. */
const NO_CART = 'null';

/**
 * spec §7 GET/POST /api/customer: the own record linking a storefront customer to a saved cart.
 * The edge calls these server-side only (DECISIONS 5).
 */
export const customerRoutes = new Hono<BackendEnv>()
  .get('/customer/:id', async (c) => {
    const customerId = readParam(c, 'id', customerIdSchema, 'Código de cliente inválido');
    const row = await c.env.DB.prepare('SELECT customer_id, cart_id FROM customer_carts WHERE customer_id = ?').bind(customerId).first<CustomerLink>();
    if (!row) throw new NotFoundError('Cliente não encontrado');
    return c.json(row);
  })
  // Upsert: a new customer gets the cart (or "null" when none was sent, spec §5 drops empty
  // fields); an existing one moves to the cart sent, or keeps its own when none was sent.
  .post('/customer', async (c) => {
    const { customer_id, cart_id } = await readJsonBody(c, customerLinkRequestSchema);
    const row = await c.env.DB.prepare(
      `INSERT INTO customer_carts (customer_id, cart_id) VALUES (?1, coalesce(?2, '${NO_CART}'))
       ON CONFLICT (customer_id) DO UPDATE SET cart_id = coalesce(?2, cart_id),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING customer_id, cart_id`,
    )
      .bind(customer_id, cart_id ?? null)
      .first<CustomerLink>();
    if (!row) throw new Error('customer upsert returned no row');
    return c.json(row);
  })
  // Logout at the edge: the token (or its legacy twin) stops working here at once.
  .post('/tokens/revoke', async (c) => {
    const { token } = await readJsonBody(c, tokenRevocationRequestSchema);
    return c.json({ revoked: await revokeCustomerToken(c.env.DB, token, new Date()) } satisfies TokenRevocation);
  })
  // The account a live recovery key was mailed to: the reset page logs its holder in (edge-only).
  .post('/recovery/account', async (c) => {
    const { key } = await readJsonBody(c, recoveryAccountRequestSchema);
    const email = await recoveryKeyAccount(c.env.DB, key, new Date());
    if (!email) throw new NotFoundError('Link de redefinição desconhecido');
    return c.json({ email } satisfies RecoveryAccount);
  });
