import { z } from 'zod/mini';

/**
 * What the storefront worker itself answers on its JSON routes (the proxy, /auth, /builds),
 * as opposed to what it forwards from upstreams.
 */

/**
 * An error the edge answers on a JSON route: a stable `error` code for code to branch on and a
 * pt-BR `message` a page may show as is (spec §8: 504 carries the timeout text, 429 the
 * "tente novamente em 1 minuto" text).
 */
export const edgeErrorSchema = z.object({
  error: z.enum([
    'not_found',
    'forbidden',
    'method_not_allowed',
    'payload_too_large',
    'bad_request',
    'unauthorized',
    'too_many_requests',
    'timeout',
    'upstream_unavailable',
    'internal_error',
  ]),
  message: z.string(),
});

export type EdgeError = z.infer<typeof edgeErrorSchema>;
export type EdgeErrorCode = EdgeError['error'];

/** spec §7 "Build/version": GET /builds/latest.json answers the id of the latest build. */
export const buildVersionSchema = z.object({ id: z.string().check(z.minLength(1)) });

export type BuildVersion = z.infer<typeof buildVersionSchema>;

/**
 * The partner names the edge keeps in KV (spec §2 dynamic redirects), written by the cron
 * trigger from `GET /api/partners` and read on every one-segment path.
 */
export const partnerRedirectsRecordSchema = z.object({
  names: z.array(z.string().check(z.minLength(1))),
  refreshedAt: z.string(),
});

export type PartnerRedirectsRecord = z.infer<typeof partnerRedirectsRecordSchema>;
