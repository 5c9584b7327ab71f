import type { Context } from 'hono';
import type { FilterDataResponse } from '../../src/contracts/categories.ts';
import type { CompanyFacts } from '../../src/contracts/company.ts';
import { COMPANY } from '../../src/core/company.ts';
import { settle, type Settled } from '../../src/core/rules/settled.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';
import { createCatalogue, type Catalogue } from './catalogue.ts';

/** Data several parts of one page share (the header's promotion tab and the page's filter bar). */
export interface PageData {
  catalogue: Catalogue;
  /** spec §3 dataButton and the promotion record; loaded once per request, never rejects. */
  filters: () => Promise<Settled<FilterDataResponse>>;
  /**
   * The business's facts (footer, contact page, policies); loaded once per request, never rejects:
   * without the owner's row (a hosted API answers 404) the shop's defaults, src/core/company.ts.
   */
  company: () => Promise<CompanyFacts>;
  /** Logs a failed section load with its name; the section degrades. */
  logFailure: (section: string) => (error: unknown) => void;
}

// Keyed by the request object: lives exactly as long as the request, shared by nobody else.
const perRequest = new WeakMap<Request, PageData>();

export function pageData(c: Context<AppEnv>): PageData {
  const existing = perRequest.get(c.req.raw);
  if (existing) return existing;
  const catalogue = createCatalogue(c.get('backend'));
  const log = c.get('log');
  const logFailure = (section: string) => (error: unknown) => log.warn('page_section_failed', { section, error: describeError(error) });
  let filters: Promise<Settled<FilterDataResponse>> | undefined;
  let company: Promise<CompanyFacts> | undefined;
  const data: PageData = {
    catalogue,
    filters: () => (filters ??= settle(catalogue.filters(), logFailure('filters'))),
    company: () =>
      (company ??= catalogue.company().catch((error: unknown) => {
        if (error instanceof UpstreamHttpError && error.status === 404) log.info('company_facts_default', {});
        else logFailure('company')(error);
        return COMPANY;
      })),
    logFailure,
  };
  perRequest.set(c.req.raw, data);
  return data;
}
