import { useState, type FormEvent } from 'react';
import { accountErrorMessage, authApi } from './browser/auth-api.ts';
import { focusFirstError } from './form-focus.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { isEmail } from '../../core/rules/email.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';

/**
 * /login/recuperar (spec §2; §7 customerPasswordRecovery): the e-mail goes to the edge, and the
 * answer is always the same neutral confirmation, whether or not the e-mail has an account
 * (issue 8). Only spec §8's 429 text, a timeout or a network failure differ.
 */
export default function PasswordRecoveryForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = !email.trim() ? MESSAGES.fieldRequired : isEmail(email) ? undefined : MESSAGES.emailInvalid;
    setError(problem);
    if (problem) {
      setAlert(MESSAGES.formHasErrors(1));
      focusFirstError(['email'], { email: problem });
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      await authApi.passwordRecovery({ email: email.trim() });
      setSent(true);
    } catch (failure) {
      setAlert(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} method="post" action="/auth/password-recovery" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <p role="status" className={formStyles.notice}>
        {sent ? MESSAGES.recoverySent : ''}
      </p>
      <FormField
        name="email"
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
          setSent(false);
        }}
      />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} disabled={busy}>
        {MESSAGES.recoverySubmit}
      </button>
    </form>
  );
}
