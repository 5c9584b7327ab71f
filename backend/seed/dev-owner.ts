import { hashPassword } from '../src/commerce/passwords.ts';
import { upsert } from './sql.ts';

/**
 * The back office's owner in local runs (`npm start`, `npm run db:setup`): created in the local
 * database when absent, never by a deploy (scripts/deploy/deploy-steps.ts loads only
 * seedStatements()), so it never exists in production.
 */
export const DEV_OWNER = { email: 'dono@adega.test', password: 'adega-dono-local' } as const;

/** Creates the development owner when absent; an existing row (and its password) is left alone. */
export async function devOwnerStatement(now = new Date()): Promise<string> {
  return upsert(
    'admin_users',
    'email',
    { email: DEV_OWNER.email, password_hash: await hashPassword(DEV_OWNER.password), created_at: now.toISOString() },
    { keep: ['password_hash', 'created_at'] },
  );
}
