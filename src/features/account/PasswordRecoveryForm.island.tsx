import { useState } from 'react';
import { authApi } from './browser/auth-api.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { emailError, onlyErrors } from './registration-form.ts';
import { useAccountForm } from './use-account-form.ts';
import { AUTH_PATHS } from '../../contracts/auth-paths.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';

const EMPTY = { email: '' };
const ORDER = ['email'] as const;

/**
 * /login/recuperar (spec §2; §7 customerPasswordRecovery): the e-mail goes to the edge, and the
 * answer is always the same neutral confirmation, whether or not the e-mail has an account (no
 * account enumeration: docs/cart-and-accounts.md "Accounts"). Only spec §8's 429 text, a timeout or a network
 * failure differ.
 */
export default function PasswordRecoveryForm() {
  const { values, alert, busy, setBusy, set, submitWith, text } = useAccountForm(EMPTY, ORDER);
  const [sent, setSent] = useState(false);

  const submit = submitWith(
    () => onlyErrors([['email', emailError(values.email)]] as const),
    async () => {
      await authApi.passwordRecovery({ email: values.email.trim() });
      setSent(true);
      setBusy(false);
    },
  );

  const email = text('email');
  return (
    <form className={formStyles.form} method="post" action={AUTH_PATHS.passwordRecovery} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <p role="status" className={formStyles.notice}>
        {sent ? MESSAGES.recoverySent : ''}
      </p>
      <FormField
        {...email}
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        onChange={(event) => {
          set('email', event.target.value);
          setSent(false);
        }}
      />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} aria-disabled={busy || undefined}>
        {MESSAGES.recoverySubmit}
      </button>
    </form>
  );
}
