import { HEADERS } from '../constants.ts';

/**
 * The edge marks the answer that found the shopper's session ended (logged out elsewhere, past its
 * lifetime, a renewal refused: worker/session/live-session.ts). Every request goes through
 * `send` (request.ts), which passes such answers here; the page entry listens and tells the
 * shopper once (spec §2 feedback modal, "Ok" → /login). Browser-only, one page's listeners.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteSessionEnded(response: Response): void {
  if (response.headers.get(HEADERS.sessionEnded) !== '1') return;
  for (const listener of listeners) listener();
}
