import { useEffect, useState } from 'react';
import { latestAdultBirthDate } from '../../core/rules/birth-date.ts';
import { maskCpf } from '../../core/rules/cpf.ts';
import { maskPhone } from '../../core/rules/phone.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { CheckField, FormField } from './FormField.tsx';
import { ROUTES } from '../../core/routes.ts';

type PersonalField = 'cpf' | 'phone' | 'birthDate';

/** What a form hands each field: its name, value, error and a change handler. */
interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * CPF, phone and birth date as both registrations ask them (spec §5, /register and
 * /register/partial): CPF and phone masked as typed, the birth date capped at the latest adult
 * one (18+). The cap is set after hydration, from the shopper's clock, so server and client agree.
 */
export function PersonalDataFields({
  bind,
  setMasked,
  phoneHint,
}: {
  bind: (field: PersonalField) => FieldBinding;
  setMasked: (field: 'cpf' | 'phone', value: string) => void;
  phoneHint?: string;
}) {
  const [maxBirthDate, setMaxBirthDate] = useState<string | undefined>();
  useEffect(() => setMaxBirthDate(latestAdultBirthDate(new Date())), []);
  return (
    <>
      <FormField
        {...bind('cpf')}
        label={MESSAGES.cpfLabel}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
        onChange={(event) => setMasked('cpf', maskCpf(event.target.value))}
      />
      <FormField
        {...bind('phone')}
        label={MESSAGES.phoneLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 98765-4321"
        maxLength={15}
        hint={phoneHint}
        onChange={(event) => setMasked('phone', maskPhone(event.target.value))}
      />
      <FormField
        {...bind('birthDate')}
        label={MESSAGES.birthDateLabel}
        type="date"
        autoComplete="bday"
        hint={MESSAGES.birthDateHint}
        max={maxBirthDate}
        min="1900-01-01"
      />
    </>
  );
}

/** LGPD: the privacy policy accepted before an account is made, the policy a link away (new tab: the form stays filled). */
export function PrivacyConsentField({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: string | undefined }) {
  return (
    <CheckField name="privacyAccepted" checked={checked} onChange={onChange} error={error}>
      {MESSAGES.privacyAcceptBefore}
      <a href={ROUTES.policies.privacy} target="_blank" rel="noopener">
        {MESSAGES.privacyAcceptLink}
      </a>
      {MESSAGES.privacyAcceptAfter}
    </CheckField>
  );
}
