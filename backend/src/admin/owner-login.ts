import { burnPasswordCheck, verifyPassword } from '../commerce/passwords.ts';

/**
 * Checks an owner's e-mail and password against `admin_users` (migration 0044) with the shop's
 * password hashing. An unknown e-mail spends the same PBKDF2 work as a wrong password, so neither
 * the answer nor its time tells whether an owner account exists.
 */
export async function isOwnerPassword(db: D1Database, email: string, password: string): Promise<boolean> {
  const owner = await db.prepare('SELECT password_hash FROM admin_users WHERE email = ?').bind(email).first<{ password_hash: string }>();
  if (!owner) {
    await burnPasswordCheck(password);
    return false;
  }
  return verifyPassword(password, owner.password_hash);
}
