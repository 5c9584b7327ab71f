import { accountErrorMessage, authApi } from '../auth-api.ts';
import { identityFromCredential } from '../../google-credential.ts';
import { showSnack } from '../../../../core/stores/snack-store.ts';
import type { Stores } from '../../../../stores/stores.ts';
import { redirectUrlOfPage } from '../../form-focus.ts';
import { rememberGoogleIdentity } from '../google-identity-hint.ts';
import { completeLogin } from '../session-flow.ts';

/**
 * A Google credential arrived (button or automatic prompt): the edge checks it with the commerce
 * service (customerSocialLoginGoogle) and keeps the tokens (DECISIONS 1). Type NEW goes to
 * /register/partial, its name and e-mail remembered for the form (DECISIONS 6); otherwise as any
 * login. A refusal shows its text ("JWT provided is invalid", spec §8) in the snackbar.
 */
export async function signInWithGoogle(stores: Stores, credential: string): Promise<void> {
  try {
    const result = await authApi.google({ credential, redirectUrl: redirectUrlOfPage() });
    if (result.status === 'partial') {
      const hint = identityFromCredential(credential);
      if (hint) rememberGoogleIdentity(window.sessionStorage, hint);
    }
    await completeLogin(stores, result);
  } catch (error) {
    showSnack(stores.snack, { text: accountErrorMessage(error), style: 'error' });
  }
}
