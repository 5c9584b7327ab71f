/**
 * The registration's password rule (spec §5 leaves it open; docs/decisions.md
 * "Accounts: registration rules", as the commerce service's): at least 8 characters, with letters
 * and digits, at most 128.
 */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}
