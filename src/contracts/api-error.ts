import { z } from 'zod/mini';

/** Every 4xx/5xx JSON body of the own backend: a stable code and a pt-BR message for people. */
export const apiErrorSchema = z.object({
  error: z.string().check(z.minLength(1)),
  message: z.string(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
