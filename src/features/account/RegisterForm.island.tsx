import { PERSON_NAME_MAX_LENGTH } from '../../contracts/person-name.ts';
import { authApi } from './browser/auth-api.ts';
import { redirectUrlOfPage } from './form-focus.ts';
import { useHydrated } from '../../core/ui/use-hydrated.ts';
import { completeLoginLater, useAccountForm } from './use-account-form.ts';
import { button } from '../../core/ui/Button.css.ts';
import { CheckField, FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { PersonalDataFields, PrivacyConsentField } from './PersonalDataFields.tsx';
import { EMPTY_REGISTRATION, registrationInput, validateRegistration, type RegistrationField } from './registration-form.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';

const ORDER: RegistrationField[] = ['fullName', 'email', 'password', 'passwordConfirmation', 'cpf', 'phone', 'birthDate', 'privacyAccepted'];

/**
 * /Register (spec §2; docs/decisions.md "Accounts: registration rules"): name, e-mail, password with confirmation (8+ with letters and
 * digits), CPF (mask and check digits), phone (mask), birth date (18 or older: the shop sells
 * alcohol), newsletter opt-in and the privacy policy (LGPD). Every field is checked at once with
 * pt-BR messages; empty fields are left out of the payload (spec §5); the service's own refusals
 * (an e-mail or CPF already registered) come back on their fields. On success, logged in.
 */
export default function RegisterForm() {
  const stores = useStores();
  const hydrated = useHydrated();
  const { values, errors, alert, busy, set, submitWith, refusedByService, text } = useAccountForm(EMPTY_REGISTRATION, ORDER);

  const submit = submitWith(
    () => validateRegistration(values, new Date()),
    async () => completeLoginLater(stores, await authApi.register({ input: registrationInput(values), redirectUrl: redirectUrlOfPage() })),
    refusedByService,
  );

  return (
    <form className={formStyles.form} method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <FormField {...text('fullName')} label={MESSAGES.fullNameLabel} autoComplete="name" maxLength={PERSON_NAME_MAX_LENGTH} />
      <FormField {...text('email')} label={MESSAGES.emailLabel} type="email" autoComplete="email" inputMode="email" />
      <FormField {...text('password')} label={MESSAGES.passwordLabel} type="password" autoComplete="new-password" hint={MESSAGES.passwordHint} />
      <FormField {...text('passwordConfirmation')} label={MESSAGES.passwordConfirmationLabel} type="password" autoComplete="new-password" />
      <PersonalDataFields bind={text} setMasked={set} />
      <CheckField name="newsletter" checked={values.newsletter} onChange={(checked) => set('newsletter', checked)}>
        {MESSAGES.newsletterOptIn}
      </CheckField>
      <PrivacyConsentField checked={values.privacyAccepted} onChange={(checked) => set('privacyAccepted', checked)} error={errors.privacyAccepted} />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} disabled={!hydrated} aria-disabled={busy || undefined}>
        {busy ? MESSAGES.registerSubmitting : MESSAGES.registerSubmit}
      </button>
    </form>
  );
}
