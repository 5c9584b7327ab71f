import { POPUP_BANNERS } from '../../backend/seed/data/banners.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { COOKIES } from '../../src/core/constants.ts';
import { newValidCpf } from '../../src/test-support/cpf.ts';

/** The pages measured: listings, a product, search results and a partner's landing page. */
export const PAGES = {
  momentos: '/momentos',
  // A seeded wine (backend/seed/data/wines.json), on the partner's shelf too.
  product: '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023',
  results: '/resultados/tinto',
  partner: '/parceiros/vivalavida',
  all: '/todososvinhos',
} as const;

export type PageName = keyof typeof PAGES;

/** Short names for the table (the product path is long). */
export const PAGE_LABELS: Record<PageName, string> = {
  momentos: PAGES.momentos,
  product: '/produto/…-1023',
  results: PAGES.results,
  partner: PAGES.partner,
  all: PAGES.all,
};

/**
 * A signed-in shopper's cookies, as a browser holds them: a new customer registered on the running
 * server (POST /auth/register), its session cookies and the `sessao` mark the edge writes with them.
 */
export async function signedInCookies(baseUrl: string): Promise<{ cookie: string }> {
  const password = 'vinho123tinto';
  const input = {
    customerType: 'PERSON',
    fullName: 'Bia Bancada',
    email: `bia.bench.${Date.now()}@example.com.br`,
    password,
    passwordConfirmation: password,
    cpf: newValidCpf(),
    birthDate: '1990-05-20',
    primaryPhoneAreaCode: '11',
    primaryPhoneNumber: '987654321',
  };
  const answer = await fetch(`${baseUrl}${AUTH_PATHS.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'cf-connecting-ip': '10.9.9.9' },
    body: JSON.stringify({ input }),
  });
  await answer.body?.cancel();
  const cookies = answer.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  if (!answer.ok || !cookies.some((pair) => pair.startsWith(`${COOKIES.session.name}=`))) {
    throw new Error(`could not sign a bench shopper in: ${answer.status}`);
  }
  return { cookie: cookies.filter((pair) => !pair.endsWith('=')).join('; ') };
}

/** Pages kept out of search engines on purpose (`noindex`): SEO is reported there, not budgeted. */
export const NOT_INDEXED: readonly PageName[] = ['results'];

export type Visit = 'first' | 'returning';

/**
 * A returning shopper's local storage (as the e2e tests' default): the 18+ question answered, the
 * privacy notice read, past the first access, and every seeded popup shown just now (spec §4: none
 * shows again for 2 hours). A first visit has none of it: the age question and the popups show.
 */
export function returningStorage(now = new Date()): Record<string, string> {
  const at = now.toISOString();
  return {
    allowAccess: 'true',
    privacyNoticeDismissed: 'true',
    firstAccess: 'true',
    firstAccessTime: at,
    lastTimeBanner: JSON.stringify(POPUP_BANNERS.map(({ id }) => ({ id, hour: at }))),
  };
}
