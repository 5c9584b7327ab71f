import { newsletterResponseSchema, type NewsletterResponse } from '../../../contracts/newsletter.ts';
import { requestJson } from '../../../core/browser/request.ts';

/** spec §7 `POST api/newsLetter` with `{ name, email, token: null }`. */
export function subscribeNewsletter(name: string, email: string): Promise<NewsletterResponse> {
  return requestJson('/api/newsLetter', newsletterResponseSchema, { body: { name, email, token: null } });
}
