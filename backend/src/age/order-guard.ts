import { AGE_VERIFICATION_REQUIRED, type AgeIdentity, type AgeStatus } from '../../../src/contracts/age-verification.ts';
import type { CustomerRow } from '../commerce/customers.ts';
import { CommerceError } from '../commerce/errors.ts';
import type { AgeBindings } from './age-config.ts';
import { ageStatus } from './age-records.ts';

/** The identity of an embedded customer, as the commerce service answers it to the edge. */
export function identityOfCustomer(customer: CustomerRow): AgeIdentity {
  return { customerId: customer.id, name: customer.full_name, cpf: customer.cpf ?? '', birthDate: customer.birth_date };
}

/** An embedded customer's age standing (the stand-in's "Minha conta" says it). */
export function customerAgeStatus(db: D1Database, env: AgeBindings, customer: CustomerRow, now: Date): Promise<AgeStatus> {
  return ageStatus(db, env, identityOfCustomer(customer), now);
}

/**
 * The hard stop where orders are born (ECA Digital art. 9; docs/age-verification.md): no order is
 * created or paid for a customer whose age is not verified now, whatever called. Answers the standing
 * (its level decides which payment methods are open: docs/payments.md).
 */
export async function requireVerifiedAge(db: D1Database, env: AgeBindings, customer: CustomerRow, now: Date): Promise<AgeStatus> {
  const status = await customerAgeStatus(db, env, customer, now);
  if (status.verified) return status;
  throw new CommerceError(AGE_VERIFICATION_REQUIRED.code, 'Confirme sua idade para finalizar a compra.', {
    continue_url: AGE_VERIFICATION_REQUIRED.continue_url,
  });
}
