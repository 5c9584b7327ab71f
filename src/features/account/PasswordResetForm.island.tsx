import { authApi } from './browser/auth-api.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { confirmationError, newPasswordError, onlyErrors } from './registration-form.ts';
import { completeLoginLater, useAccountForm } from './use-account-form.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { queueFlashSnack } from '../../core/stores/flash-snack.ts';
import { useStores } from '../../stores/StoresContext.tsx';

type Field = 'password' | 'passwordConfirmation';
const EMPTY: Record<Field, string> = { password: '', passwordConfirmation: '' };
const ORDER: readonly Field[] = ['password', 'passwordConfirmation'];

/**
 * /login/redefinir: the new password, twice; the recovery link already names the account. The
 * edge spends the link's key, the commerce service ends every session of the customer, and the
 * shopper comes back logged in with the new password (or, where the service cannot name the
 * account, goes to /login to enter with it).
 */
export default function PasswordResetForm() {
  const stores = useStores();
  const { values, alert, busy, submitWith, text } = useAccountForm(EMPTY, ORDER);

  const submit = submitWith(
    () =>
      onlyErrors<Field>([
        ['password', newPasswordError(values.password)],
        ['passwordConfirmation', confirmationError(values.password, values.passwordConfirmation)],
      ]),
    async () => {
      const result = await authApi.passwordReset(values);
      if (result.status !== 'reset') return completeLoginLater(stores, result);
      queueFlashSnack(window.sessionStorage, { text: MESSAGES.resetDoneLogin, style: 'success' });
      window.location.assign(result.redirectTo);
    },
  );

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <FormField {...text('password')} label={MESSAGES.newPasswordLabel} type="password" autoComplete="new-password" hint={MESSAGES.passwordWeak} />
      <FormField {...text('passwordConfirmation')} label={MESSAGES.newPasswordConfirmationLabel} type="password" autoComplete="new-password" />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} aria-disabled={busy || undefined}>
        {MESSAGES.resetSubmit}
      </button>
    </form>
  );
}
