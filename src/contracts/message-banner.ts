import { z } from 'zod/mini';

/**
 * spec §7 `GET api/messageBanner`: the rotating header strip messages.
 * `message` carries the server's explanation; a response without `messageBanner` counts as empty
 * (spec §8 "Banner-message missing message").
 */
const messageBannerItemSchema = z.object({ text: z.string().check(z.minLength(1)) });

export const messageBannerResponseSchema = z.object({
  messageBanner: z._default(z.array(messageBannerItemSchema), []),
  message: z.optional(z.string()),
});

export type MessageBannerResponse = z.infer<typeof messageBannerResponseSchema>;

/** What the header strip island receives: the shop's active messages (none: no strip). */
export const bannerStripSchema = z.object({
  messages: z.array(z.string()),
});

export type BannerStrip = z.infer<typeof bannerStripSchema>;
