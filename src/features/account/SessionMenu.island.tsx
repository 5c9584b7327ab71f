import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import UserMenu from './UserMenu.island.tsx';

/** Only when the browser holds a session (client/island-demand.ts): an anonymous visitor loads nothing for it. */
export const hydrate: HydrateStrategy = 'demand';

/**
 * spec §2 Header user area on a page the edge shares among visitors (signed in or not): the server
 * greets nobody, so its markup is the logged-out look. When the browser holds the `signedIn` mark,
 * the page starts not knowing who is logged in, and this renders the header's menu for a session
 * to settle: GET /auth/session answers the name (and renews or ends the session, spec §4).
 */
export default function SessionMenu() {
  return <UserMenu state="unknown" />;
}
