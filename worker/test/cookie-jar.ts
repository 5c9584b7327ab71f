/** A minimal cookie jar for tests: keeps what Set-Cookie gives, sends it back as a browser would. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  /** Takes the Set-Cookie headers of a response (a Max-Age=0 deletes). */
  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/;\s*max-age=0\b/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

/** The Set-Cookie line for one cookie name, to check its attributes. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}
