import { authApi } from './browser/auth-api.ts';
import { redirectUrlOfPage } from './form-focus.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { emailError, onlyErrors } from './registration-form.ts';
import { completeLoginLater, useAccountForm } from './use-account-form.ts';
import { AUTH_PATHS } from '../../contracts/auth-paths.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';

const EMPTY = { email: '', password: '' };
const ORDER = ['email', 'password'] as const;

/**
 * /Login (spec §2, §4 "Login"): e-mail and password to POST /auth/login; the edge keeps the
 * tokens (DECISIONS 1). Field messages in pt-BR; a refusal ("E-mail ou senha inválidos.") or
 * spec §8's 429 text in the form's alert. On success the cart and favourites are merged and the
 * page goes where the edge says (redirectUrl checked there), with "Login realizado com sucesso!".
 */
export default function LoginForm() {
  const stores = useStores();
  const { values, alert, busy, submitWith, text } = useAccountForm(EMPTY, ORDER);

  const submit = submitWith(
    () =>
      onlyErrors([
        ['email', emailError(values.email)],
        ['password', values.password ? undefined : MESSAGES.fieldRequired],
      ] as const),
    async () => completeLoginLater(stores, await authApi.login({ email: values.email.trim(), password: values.password, redirectUrl: redirectUrlOfPage() })),
  );

  return (
    <form className={formStyles.form} method="post" action={AUTH_PATHS.login} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <FormField {...text('email')} label={MESSAGES.emailLabel} type="email" autoComplete="email" inputMode="email" />
      <FormField {...text('password')} label={MESSAGES.passwordLabel} type="password" autoComplete="current-password" />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} aria-disabled={busy || undefined}>
        {busy ? MESSAGES.loginSubmitting : MESSAGES.loginSubmit}
      </button>
    </form>
  );
}
