import { requestOk } from '../../../core/browser/request.ts';

/**
 * spec §7 `POST api/newsLetter` with `{ name, email, token: null }`; its answer is not read (spec
 * §7), so a hosted backend's shape is as good as ours: a 2xx is a subscription.
 */
export function subscribeNewsletter(name: string, email: string): Promise<void> {
  return requestOk('/api/newsLetter', { body: { name, email, token: null } });
}
