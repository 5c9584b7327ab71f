import { Suspense, use } from 'react';
import type { PageSession } from '../../contracts/header-session.ts';
import GooglePrompt from './GooglePrompt.island.tsx';
import SessionMenu from './SessionMenu.island.tsx';
import UserMenu from './UserMenu.island.tsx';
import * as menuStyles from './UserMenu.css.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { UserIcon } from '../../core/ui/icons.tsx';

/**
 * Until the session is known: the logged-out look (also what a browser without JavaScript keeps).
 * Once the server knows nobody is logged in it marks the link, and the browser reads the marker
 * (client/main.ts) instead of loading the menu island to learn it.
 */
function LoginLink({ anonymous = false }: { anonymous?: boolean }) {
  return (
    <a
      className={menuStyles.iconLink}
      href={ROUTES.login}
      title={MESSAGES.loginTooltip}
      aria-label={MESSAGES.loginTooltip}
      data-session={anonymous ? 'anonymous' : undefined}
    >
      <UserIcon />
    </a>
  );
}

interface UserAreaProps {
  session: Promise<PageSession>;
  currentPath: string;
  /** GOOGLE_CLIENT_ID is configured (DECISIONS 6: otherwise nothing of Google loads). */
  googleSignIn: boolean;
}

function UserAreaSlot({ session, currentPath, googleSignIn }: UserAreaProps) {
  const current = use(session);
  return (
    <>
      {/* Logged out is a plain link: no script to load for it. The menu island is for a customer,
          or for a session the browser must settle (`unknown`); a shared page's is loaded only by
          a browser that holds a session. */}
      {current.state === 'anonymous' ? <LoginLink anonymous /> : current.state === 'shared' ? <SessionMenu /> : <UserMenu {...current} />}
      {/* spec §2/§4: Google's automatic prompt on /momentos (where / and /home land), logged out
          only (on a shared page, the island waits until the browser knows). */}
      {googleSignIn && (current.state === 'anonymous' || current.state === 'shared') && currentPath === ROUTES.occasions ? <GooglePrompt /> : null}
    </>
  );
}

/**
 * spec §2 Header user area, rendered by the server from the session cookie (deferred: the header
 * never waits for the commerce service; without a session cookie it resolves at once).
 */
export function UserArea(props: UserAreaProps) {
  return (
    <Suspense fallback={<LoginLink />}>
      <UserAreaSlot {...props} />
    </Suspense>
  );
}
