/** A random value of `byteCount` bytes as unpadded base64url: safe in a cookie, a URL or a form. */
export function randomUrlToken(byteCount: number): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(byteCount))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
