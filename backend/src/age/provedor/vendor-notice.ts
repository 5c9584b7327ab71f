import type { AttemptResult } from '../age-records.ts';
import { settleAttempt } from '../age-records.ts';
import { takeSession } from '../age-sessions.ts';
import type { VendorNotice, VendorResult } from './vendor.ts';

/** The vendor's result as the attempt's outcome. */
const OUTCOMES: Record<VendorResult, AttemptResult> = {
  over_18: 'confirmed',
  under_18: 'minor',
  abandoned: 'cancelled',
  failed: 'not_confirmed',
  error: 'unavailable',
};

/**
 * A verified notification settles the attempt of the session it names, once: a replay, a session
 * we never opened, or one past its hour changes nothing (false).
 */
export async function applyVendorNotice(db: D1Database, notice: VendorNotice, now: Date): Promise<boolean> {
  const session = await takeSession(db, notice.reference, now);
  if (!session) {
    console.warn(JSON.stringify({ level: 'warn', event: 'age_vendor_notice_ignored', reason: 'unknown_or_spent_session' }));
    return false;
  }
  const outcome = OUTCOMES[notice.result];
  await settleAttempt(db, { id: session.attemptId, identityDigest: session.identityDigest, outcome, reference: notice.vendorSession }, now);
  console.log(JSON.stringify({ level: 'info', event: 'age_verification', customerId: session.customerId, method: 'provedor', outcome }));
  return true;
}
