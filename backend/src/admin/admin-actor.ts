import type { Context } from 'hono';
import { ADMIN_ACTOR_HEADER, ADMIN_MESSAGES, adminActorSchema } from '../../../src/contracts/admin/api.ts';
import { readHeader } from '../validation/request.ts';

/** Who made a back-office change (the owner's e-mail the edge sends), for its audit row; a call without one is refused. */
export function actorOf(c: Context): string {
  return readHeader(c, ADMIN_ACTOR_HEADER, adminActorSchema, ADMIN_MESSAGES.actor);
}
