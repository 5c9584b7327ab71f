import { useState, type FormEvent } from 'react';
import { accountErrorMessage, authApi } from './browser/auth-api.ts';
import { focusFirstError, redirectUrlOfPage } from './form-focus.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { isEmail } from '../../core/rules/email.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';

type Field = 'email' | 'password';

function validate(email: string, password: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!email.trim()) errors.email = MESSAGES.fieldRequired;
  else if (!isEmail(email)) errors.email = MESSAGES.emailInvalid;
  if (!password) errors.password = MESSAGES.fieldRequired;
  return errors;
}

/**
 * /Login (spec §2, §4 "Login"): e-mail and password to POST /auth/login; the edge keeps the
 * tokens (DECISIONS 1). Field messages in pt-BR; a refusal ("E-mail ou senha inválidos.") or
 * spec §8's 429 text in the form's alert. On success the cart and favourites are merged and the
 * page goes where the edge says (redirectUrl checked there), with "Login realizado com sucesso!".
 */
export default function LoginForm() {
  const stores = useStores();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(email, password);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(MESSAGES.formHasErrors(Object.keys(found).length));
      focusFirstError(['email', 'password'], found);
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const result = await authApi.login({ email: email.trim(), password, redirectUrl: redirectUrlOfPage() });
      const { completeLogin } = await import('./browser/session-flow.ts');
      await completeLogin(stores, result);
    } catch (error) {
      setAlert(accountErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} method="post" action="/auth/login" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <FormField
        name="email"
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      <FormField
        name="password"
        label={MESSAGES.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} disabled={busy}>
        {busy ? MESSAGES.loginSubmitting : MESSAGES.loginSubmit}
      </button>
    </form>
  );
}
