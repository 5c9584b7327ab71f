/**
 * The registration's password rule (spec §5 leaves it open; issue 8 and the commerce service
 * agree): at least 8 characters, with letters and digits, at most 128.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}
