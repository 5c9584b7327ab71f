import { FavoritesList } from '../../favorites/index.ts';
import GoogleSignIn from '../GoogleSignIn.island.tsx';
import LoginForm from '../LoginForm.island.tsx';
import PartialRegisterForm from '../PartialRegisterForm.island.tsx';
import PasswordRecoveryForm from '../PasswordRecoveryForm.island.tsx';
import PasswordResetForm from '../PasswordResetForm.island.tsx';
import RegisterForm from '../RegisterForm.island.tsx';
import { ACCOUNT } from '../../../core/constants.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { ROUTES, withRedirectUrl } from '../../../core/routes.ts';
import { AccountPage } from './AccountPage.tsx';
import * as styles from './AccountPage.css.ts';

/** "ou", between the e-mail form and Google's button. */
function Or() {
  return (
    <p className={styles.or} aria-hidden="true">
      <span>{MESSAGES.loginOr}</span>
    </p>
  );
}

/** What the edge answered a form posted without JavaScript (shown when the fragment targets it). */
function Outcome({ id, text, good = false }: { id: string; text: string; good?: boolean }) {
  return (
    <p id={id} className={good ? styles.goodOutcome : styles.outcome} tabIndex={-1}>
      {text}
    </p>
  );
}

/**
 * /Login (spec §2; redirectUrl supported, checked by the edge): e-mail and password, or Google;
 * "Cadastre-se" carries the same redirectUrl, so an account made on the way to the checkout goes on to it.
 */
export function LoginPage({ redirectUrl }: { redirectUrl?: string | undefined }) {
  return (
    <AccountPage title={MESSAGES.loginTitle} lead={MESSAGES.loginLead}>
      <Outcome id={ACCOUNT.formOutcomes.refused} text={MESSAGES.sessionInvalidCredentials} />
      <Outcome id={ACCOUNT.formOutcomes.tooManyRequests} text={MESSAGES.tooManyRequests} />
      <LoginForm />
      <p className={styles.links}>
        <a href={ROUTES.passwordRecovery}>{MESSAGES.loginForgotPassword}</a>
      </p>
      <Or />
      <GoogleSignIn />
      <p className={styles.links}>
        {MESSAGES.loginNoAccount} <a href={withRedirectUrl(ROUTES.register, redirectUrl)}>{MESSAGES.loginRegisterLink}</a>
      </p>
    </AccountPage>
  );
}

/** /login/recuperar: password recovery, with one neutral confirmation. */
export function PasswordRecoveryPage() {
  return (
    <AccountPage title={MESSAGES.recoveryTitle} lead={MESSAGES.recoveryLead}>
      <Outcome id={ACCOUNT.formOutcomes.recoverySent} text={MESSAGES.recoverySent} good />
      <Outcome id={ACCOUNT.formOutcomes.tooManyRequests} text={MESSAGES.tooManyRequests} />
      <PasswordRecoveryForm />
      <p className={styles.links}>
        <a href={ROUTES.login}>{MESSAGES.backToLogin}</a>
      </p>
    </AccountPage>
  );
}

/**
 * /login/redefinir: the new password, for a browser that opened the recovery mail's link (the
 * edge keeps its key); a link already used says so at once; otherwise a way to ask for a new link.
 */
export function PasswordResetPage({ link }: { link: 'opened' | 'spent' | 'missing' }) {
  return (
    <AccountPage title={MESSAGES.resetTitle} lead={MESSAGES.resetLead}>
      {link === 'opened' ? (
        <PasswordResetForm />
      ) : (
        <p className={styles.outcomeShown} role="status">
          {link === 'spent' ? MESSAGES.resetLinkInvalid : MESSAGES.resetLinkMissing}
        </p>
      )}
      <p className={styles.links}>
        <a href={ROUTES.passwordRecovery}>{MESSAGES.resetRequestNew}</a>
      </p>
    </AccountPage>
  );
}

/** /Register: registration (LGPD consent, 18+), or Google. */
export function RegisterPage() {
  return (
    <AccountPage title={MESSAGES.registerTitle} lead={MESSAGES.registerLead}>
      <RegisterForm />
      <Or />
      <GoogleSignIn />
      <p className={styles.links}>
        {MESSAGES.registerHaveAccount} <a href={ROUTES.login}>{MESSAGES.registerLoginLink}</a>
      </p>
    </AccountPage>
  );
}

/** /register/partial: completion of a partial registration (after signing in with Google). */
export function RegisterPartialPage() {
  return (
    <AccountPage title={MESSAGES.partialTitle} lead={MESSAGES.partialLead}>
      <PartialRegisterForm />
    </AccountPage>
  );
}

/** /Favorite: favourite wines. */
export function FavoritesPage() {
  return (
    <AccountPage title={MESSAGES.favoritesTitle} lead={MESSAGES.favoritesLead} wide>
      <FavoritesList />
    </AccountPage>
  );
}
