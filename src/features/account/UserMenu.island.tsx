import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { UserIcon } from '../../core/ui/icons.tsx';
import { ChevronIcon } from './icons.tsx';
import { TIMINGS } from '../../core/constants.ts';
import { AUTH_PATHS } from '../../contracts/auth-paths.ts';
import type { HeaderSession } from '../../contracts/header-session.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { adoptHeaderSession, setAuthUser, userOfAnswer, type AuthUser } from './auth-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './UserMenu.css.ts';

/** Fixed, not useId(): an island hydrates as its own root, where React would number ids differently. */
const MENU_ID = 'menu-da-conta';

function LoginLink() {
  return (
    <a className={styles.iconLink} href={ROUTES.login} title={MESSAGES.loginTooltip} aria-label={MESSAGES.loginTooltip}>
      <UserIcon />
    </a>
  );
}

/** The menu's open state: hover opens after 300 ms and closes 250 ms after leaving (spec §2, §9); click and keys at once. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const later = (next: boolean, delayMs: number) => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(next);
    }, delayMs);
  };
  useEffect(() => cancel, []);
  return {
    open,
    set: (next: boolean) => {
      cancel();
      setOpen(next);
    },
    hoverIn: () => later(true, TIMINGS.userMenuOpenDelayMs),
    hoverOut: () => later(false, TIMINGS.userMenuCloseDelayMs),
  };
}

function CustomerMenu({ user }: { user: AuthUser }) {
  const stores = useStores();
  const trigger = useRef<HTMLButtonElement>(null);
  const { open, set, hoverIn, hoverOut } = useDisclosure();
  const [leaving, setLeaving] = useState(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      set(false);
      trigger.current?.focus();
    }
  };
  // Focus leaving the whole area (Tab past "Sair") closes it, as a click elsewhere does.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) set(false);
  };
  const logout = async () => {
    setLeaving(true);
    const { logoutAndReload } = await import('./browser/session-flow.ts');
    await logoutAndReload(stores);
    setLeaving(false);
  };

  return (
    <div className={styles.area} onMouseEnter={hoverIn} onMouseLeave={hoverOut} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={trigger} type="button" className={styles.trigger} aria-expanded={open} aria-controls={MENU_ID} onClick={() => set(!open)}>
        <UserIcon size={20} />
        <span className={styles.greeting}>{user.firstName ? MESSAGES.greeting(user.firstName) : MESSAGES.userMenuHeading}</span>
        <ChevronIcon open={open} />
      </button>
      <div id={MENU_ID} className={styles.panel} hidden={!open}>
        <p className={styles.heading}>{MESSAGES.userMenuHeading}</p>
        <p className={styles.name}>{user.customerName}</p>
        <a className={styles.item} href={AUTH_PATHS.account}>
          {MESSAGES.myAccount}
        </a>
        <button type="button" className={styles.item} onClick={() => void logout()} disabled={leaving}>
          {MESSAGES.logout}
        </button>
      </div>
    </div>
  );
}

/**
 * spec §2 Header user area. Logged in: "Olá, {first name}" opening a menu with "Bem Vindo!", the
 * customer's name, "Minha conta" (the checkout site's account area, through the edge, which adds
 * the legacy token) and "Sair" (logout, then reload). Logged out: the login icon linking to
 * /login with the tooltip "Login". The server renders it from the session cookie; `unknown` (a
 * token to renew, a token back from the checkout) is settled by GET /auth/session, which renews
 * or logs out (spec §4 "Failed token renewal leads to logout").
 */
export default function UserMenu(session: HeaderSession) {
  const stores = useStores();
  const auth = useSnapshot(stores.auth);
  // Until the page has settled who is logged in, the header shows what the server rendered.
  const user = auth.status === 'unknown' ? (session.state === 'customer' ? session : null) : auth.user;

  useEffect(() => adoptHeaderSession(stores.auth, session), [session, stores]);

  useEffect(() => {
    if (auth.status !== 'customer') return;
    // spec §4 "Login": a cart the customer starts from now on is linked to their record too.
    let stop: (() => void) | undefined;
    let live = true;
    void import('../cart/browser/index.ts').then(({ startCartLink }) => {
      if (live) stop = startCartLink(stores);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [auth.status, stores]);

  useEffect(() => {
    if (session.state !== 'unknown') return;
    let live = true;
    void import('./browser/auth-api.ts')
      .then(({ authApi }) => authApi.session())
      .then((answer) => {
        if (live) setAuthUser(stores.auth, answer.authenticated ? userOfAnswer(answer) : null);
      })
      .catch((error: unknown) => {
        console.warn('session: could not be confirmed', error);
        if (live) setAuthUser(stores.auth, null);
      });
    return () => {
      live = false;
    };
  }, [session.state, stores]);

  if (!user) return <LoginLink />;
  return <CustomerMenu user={user} />;
}
