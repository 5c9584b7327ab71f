import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { ACCOUNT, EDGE } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { readLimitedBody } from '../http/read-body.ts';

/**
 * The login and password-recovery forms also work as plain HTML forms (docs/decisions.md
 * "Accounts: without JavaScript"): without JavaScript the browser posts them
 * url-encoded, and the edge answers with a redirect (303) instead of JSON. Outcomes the page
 * must show travel as a fragment the page styles with `:target` (no query text is ever echoed
 * into a page).
 */
export function isFormPost(c: Context<AppEnv>): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');
}

/** The form's fields, validated with the route's contract; undefined when they do not match it. */
export async function readFormPost<T>(c: Context<AppEnv>, schema: ZodMiniType<T>): Promise<T | undefined> {
  const body = await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes);
  const fields = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body ?? new ArrayBuffer(0))));
  const parsed = schema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

export type FormOutcome = keyof typeof ACCOUNT.formOutcomes;

/** Back to the form's page, showing an outcome. */
export function backToForm(c: Context<AppEnv>, page: string, outcome: FormOutcome): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${page}#${ACCOUNT.formOutcomes[outcome]}`, 303);
}
