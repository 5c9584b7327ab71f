import { type AgeAttempt, ageAttemptSchema, type VendorStartAnswer, vendorStartSchema } from '../../../contracts/age-verification.ts';
import { AUTH_PATHS } from '../../../contracts/auth-paths.ts';
import { readJson, RequestError, send } from '../../../core/browser/request.ts';

/**
 * The page's calls to the edge's age routes. An attempt answers its outcome whatever the status
 * (a 429 of too many attempts, a 503 of a service down carry theirs); only a failure without an
 * outcome (the network, a timeout) is a RequestError.
 */
async function attempt(path: string, body: unknown): Promise<AgeAttempt> {
  return send(path, { body }, async (response) => {
    const parsed = ageAttemptSchema.safeParse(await readJson(response, path));
    if (!parsed.success) throw new RequestError('http', `${path} answered ${response.status}`, response.status);
    return parsed.data;
  });
}

export const ageApi = {
  receita: (redirectUrl: string | null) => attempt(AUTH_PATHS.ageReceita, { redirectUrl }),
  walletAnswer: (session: string, protocol: string, data: Record<string, unknown>) => attempt(AUTH_PATHS.ageWalletResponse, { session, protocol, data }),
  /** Where the vendor's page is (the browser goes there), or the outcome of an attempt that could not start. */
  vendor: (redirectUrl: string | null): Promise<VendorStartAnswer | AgeAttempt> =>
    send(AUTH_PATHS.ageProvedor, { body: { redirectUrl } }, async (response) => {
      const body = await readJson(response, AUTH_PATHS.ageProvedor);
      const parsed = vendorStartSchema.safeParse(body);
      if (parsed.success) return parsed.data;
      const attempted = ageAttemptSchema.safeParse(body);
      if (!attempted.success) throw new RequestError('http', `${AUTH_PATHS.ageProvedor} answered ${response.status}`, response.status);
      return attempted.data;
    }),
};
