import { z } from 'zod/mini';

/**
 * spec §7 `GET api.{host}/api/partners` (shape not shown in the spec; ours): the partner
 * (influencer) shops. `name` is the lowercase key of /parceiros/{name} and of the /{name}
 * shortcut redirect; the rest feeds the partner page (spec §2 /parceiros/{brand}).
 */
const partnerSchema = z.object({
  name: z.string().check(z.minLength(1), z.regex(/^[a-z0-9][a-z0-9.-]*$/)),
  brand: z.string().check(z.minLength(1)),
  description: z.string(),
  banner_url: z.string(),
});

export const partnersResponseSchema = z.object({ partners: z.array(partnerSchema) });

export type Partner = z.infer<typeof partnerSchema>;
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

/** `GET /api/partners/{name}` (ours): one partner, for its page (404 for an unknown name). */
export const partnerResponseSchema = z.object({ partner: partnerSchema });

export type PartnerResponse = z.infer<typeof partnerResponseSchema>;
