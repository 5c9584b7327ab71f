import { Suspense, use } from 'react';
import type { HeaderSession } from '../../contracts/auth.ts';
import { GooglePromptIsland, UserMenuIsland } from '../../islands/index.ts';
import * as menuStyles from '../../islands/UserMenu.css.ts';
import { MESSAGES } from '../../messages/pt-BR.ts';
import { ROUTES } from '../../routes.ts';
import { UserIcon } from '../icons.tsx';

/** Until the session is known: the logged-out look (also what a browser without JavaScript keeps). */
function LoginLink() {
  return (
    <a className={menuStyles.iconLink} href={ROUTES.login} title={MESSAGES.loginTooltip} aria-label={MESSAGES.loginTooltip}>
      <UserIcon />
    </a>
  );
}

function UserAreaSlot({ session, currentPath }: { session: Promise<HeaderSession>; currentPath: string }) {
  const current = use(session);
  return (
    <>
      <UserMenuIsland {...current} />
      {/* spec §2/§4: Google's automatic prompt on /momentos (where / and /home land), logged out only. */}
      {current.state === 'anonymous' && currentPath === ROUTES.occasions ? <GooglePromptIsland /> : null}
    </>
  );
}

/**
 * spec §2 Header user area, rendered by the server from the session cookie (deferred: the header
 * never waits for the commerce service; without a session cookie it resolves at once).
 */
export function UserArea({ session, currentPath }: { session: Promise<HeaderSession>; currentPath: string }) {
  return (
    <Suspense fallback={<LoginLink />}>
      <UserAreaSlot session={session} currentPath={currentPath} />
    </Suspense>
  );
}
