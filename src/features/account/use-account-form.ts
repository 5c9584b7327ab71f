import { useState, type FormEvent } from 'react';
import type { LoginResult } from '../../contracts/auth.ts';
import type { Stores } from '../../stores/stores.ts';
import { serverFieldErrors, type FieldErrors } from './registration-form.ts';
import { AuthRefusedError, accountErrorMessage } from './browser/auth-api.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { focusFirstError } from './form-focus.ts';
import { showSnack } from '../../core/stores/snack-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/** Fields whose value is text (the rest are checkboxes). */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * The state every account form keeps (login, recovery, new password, both registrations): the
 * values, an error per field, the alert above the form and the busy flag. `set` clears a field's
 * error as it changes; `show` puts errors on their fields, sums them up in the alert and focuses
 * the first, in the form's `order`; `begin` shows what the checks `found` or, with none, clears
 * the alert and marks the form busy (false: do not send); `failed` shows why a send failed, in the
 * edge's words (a refusal in the form's alert; a timeout, 429 or network failure in the snackbar,
 * spec §8); `refusedByService` puts the service's refusals on the form's own fields (spec §8
 * "success false plus the errors"); `submitWith` is the form's submit handler: nothing is sent
 * twice at once nor with errors found, and a failure is shown (by `failed` unless told otherwise);
 * `text` binds a text field to FormField.
 */
export function useAccountForm<Values extends { [K in keyof Values]: string | boolean }>(initial: Values, order: readonly (keyof Values & string)[]) {
  type Field = keyof Values & string;
  const { snack } = useStores();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const show = (found: FieldErrors<Field>, general: string | null) => {
    setErrors(found);
    const count = Object.values(found).filter(Boolean).length;
    setAlert(general ?? (count > 0 ? MESSAGES.formHasErrors(count) : null));
    focusFirstError(order, found);
  };

  const begin = (found: FieldErrors<Field>): boolean => {
    if (Object.values(found).some(Boolean)) {
      show(found, null);
      return false;
    }
    setErrors({});
    setAlert(null);
    setBusy(true);
    return true;
  };

  const failed = (error: unknown) => {
    setBusy(false);
    if (error instanceof AuthRefusedError) return show({}, error.publicMessage);
    // spec §8: a timeout, a 429 or a network failure is told in the snackbar, as everywhere in the shop
    show({}, null);
    showSnack(snack, { text: accountErrorMessage(error), style: 'error' });
  };

  const refusedByService = (error: unknown) => {
    if (!(error instanceof AuthRefusedError) || error.errors.length === 0) return failed(error);
    setBusy(false);
    const { fields, general } = serverFieldErrors(error.errors);
    const own = Object.fromEntries(Object.entries(fields).filter(([field]) => (order as readonly string[]).includes(field)));
    show(own as FieldErrors<Field>, general[0] ?? null);
  };

  const submitWith =
    (check: () => FieldErrors<Field>, send: () => Promise<void>, onFailure: (error: unknown) => void = failed) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy || !begin(check())) return;
      try {
        await send();
      } catch (error) {
        onFailure(error);
      }
    };

  const text = (field: TextField<Values>) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as Values[typeof field]),
  });

  return { values, setValues, errors, alert, busy, setBusy, set, submitWith, refusedByService, text };
}

/** A form's login went through: the cart and favourites merge and the page moves on (spec §4 "Login"). */
export async function completeLoginLater(stores: Stores, result: LoginResult): Promise<void> {
  const { completeLogin } = await import('./browser/session-flow.ts');
  await completeLogin(stores, result);
}
