import { PERSON_NAME_MAX_LENGTH } from '../../contracts/person-name.ts';
import { useEffect, useState } from 'react';
import { authApi } from './browser/auth-api.ts';
import { redirectUrlOfPage } from './form-focus.ts';
import { forgetGoogleIdentity, readGoogleIdentity } from './browser/google-identity-hint.ts';
import { useHydrated } from '../../core/ui/use-hydrated.ts';
import { completeLoginLater, useAccountForm } from './use-account-form.ts';
import { button } from '../../core/ui/Button.css.ts';
import { FormAlert, FormField } from './FormField.tsx';
import * as formStyles from './FormField.css.ts';
import { PersonalDataFields, PrivacyConsentField } from './PersonalDataFields.tsx';
import { partialRegistrationInput, validatePartialRegistration, type PartialValues } from './registration-form.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';

type PartialField = keyof PartialValues;

const ORDER: PartialField[] = ['fullName', 'email', 'cpf', 'phone', 'birthDate', 'privacyAccepted'];

const EMPTY: PartialValues = { fullName: '', email: '', cpf: '', phone: '', birthDate: '', privacyAccepted: false };

/**
 * /register/partial (spec §2; DECISIONS 6): completes the account of a Google sign-in of type
 * NEW, whose token the edge keeps in an httpOnly cookie. Name and e-mail come filled from the
 * Google credential; the shopper adds CPF, birth date (18+) and, if they like, a phone. The
 * service's errors come back field by field (spec §8 "success false plus the errors").
 */
export default function PartialRegisterForm() {
  const stores = useStores();
  const hydrated = useHydrated();
  const { values, setValues, errors, alert, busy, set, submitWith, refusedByService, text } = useAccountForm(EMPTY, ORDER);
  const [emailFromGoogle, setEmailFromGoogle] = useState(false);

  useEffect(() => {
    const hint = readGoogleIdentity(window.sessionStorage);
    if (!hint) return;
    setValues((current) => ({ ...current, fullName: current.fullName || hint.name, email: hint.email }));
    setEmailFromGoogle(hint.email !== '');
  }, []);

  const submit = submitWith(
    () => validatePartialRegistration(values, new Date()),
    async () => {
      const result = await authApi.registerPartial({ input: partialRegistrationInput(values), redirectUrl: redirectUrlOfPage() });
      forgetGoogleIdentity(window.sessionStorage);
      await completeLoginLater(stores, result);
    },
    refusedByService,
  );

  return (
    <form className={formStyles.form} method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert message={alert} />
      <FormField {...text('fullName')} label={MESSAGES.fullNameLabel} autoComplete="name" maxLength={PERSON_NAME_MAX_LENGTH} />
      <FormField
        {...text('email')}
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="email"
        readOnly={emailFromGoogle}
        hint={emailFromGoogle ? MESSAGES.googleEmailHint : MESSAGES.optionalHint}
      />
      <PersonalDataFields bind={text} setMasked={set} phoneHint={MESSAGES.optionalHint} />
      <PrivacyConsentField checked={values.privacyAccepted} onChange={(checked) => set('privacyAccepted', checked)} error={errors.privacyAccepted} />
      <button type="submit" className={`${button.primary} ${formStyles.submit}`} disabled={!hydrated} aria-disabled={busy || undefined}>
        {MESSAGES.partialSubmit}
      </button>
    </form>
  );
}
