import { useState, type FormEvent } from 'react';
import { accountErrorMessage, authApi } from './browser/auth-api.ts';
import { focusFirstError } from './form-focus.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { isEmail } from '../../core/rules/email.ts';
import { isStrongPassword } from '../../core/rules/password.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { queueFlashSnack } from '../../core/stores/flash-snack.ts';
import { useStores } from '../../stores/StoresContext.tsx';

type Field = 'email' | 'password' | 'passwordConfirmation';
const FIELDS: readonly Field[] = ['email', 'password', 'passwordConfirmation'];

/** The registration's password rules (spec §5 leaves them open; README "Accounts"). */
function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.email.trim()) errors.email = MESSAGES.fieldRequired;
  else if (!isEmail(values.email)) errors.email = MESSAGES.emailInvalid;
  if (!values.password) errors.password = MESSAGES.fieldRequired;
  else if (!isStrongPassword(values.password)) errors.password = MESSAGES.passwordWeak;
  if (values.passwordConfirmation !== values.password) errors.passwordConfirmation = MESSAGES.passwordMismatch;
  return errors;
}

/**
 * /login/redefinir: the account's e-mail and the new password (twice). The edge spends the
 * recovery link's key, the commerce service ends every session of the customer, and the shopper
 * comes back logged in with the new password (or, with another e-mail typed, goes to /login).
 */
export default function PasswordResetForm() {
  const stores = useStores();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(MESSAGES.formHasErrors(Object.keys(found).length));
      focusFirstError(FIELDS, found);
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const result = await authApi.passwordReset({ ...values, email: values.email.trim() });
      if (result.status === 'reset') {
        queueFlashSnack(window.sessionStorage, { text: MESSAGES.resetDoneLogin, style: 'success' });
        window.location.assign(result.redirectTo);
        return;
      }
      const { completeLogin } = await import('./browser/session-flow.ts');
      await completeLogin(stores, result);
    } catch (error) {
      setAlert(accountErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <FormField name="email" label={MESSAGES.emailLabel} type="email" autoComplete="email" inputMode="email" value={values.email} error={errors.email} onChange={change('email')} />
      <FormField name="password" label={MESSAGES.newPasswordLabel} type="password" autoComplete="new-password" hint={MESSAGES.passwordWeak} value={values.password} error={errors.password} onChange={change('password')} />
      <FormField
        name="passwordConfirmation"
        label={MESSAGES.newPasswordConfirmationLabel}
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        error={errors.passwordConfirmation}
        onChange={change('passwordConfirmation')}
      />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} disabled={busy}>
        {MESSAGES.resetSubmit}
      </button>
    </form>
  );
}
