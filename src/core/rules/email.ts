/** An e-mail address as the forms accept it (the commerce service checks it the same way). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export function isEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= 254 && EMAIL.test(email);
}
