import { fieldIds } from './FormField.tsx';
import { REDIRECT_URL_PARAM } from '../../core/routes.ts';

/** Moves focus to the first field (in form order) that has an error, so the shopper lands on it. */
export function focusFirstError(order: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(fieldIds(first).input)?.focus();
}

/** The page's `redirectUrl` (spec §2 /Login), passed on to the edge, which checks it. */
export function redirectUrlOfPage(): string | undefined {
  return new URLSearchParams(window.location.search).get(REDIRECT_URL_PARAM) ?? undefined;
}
