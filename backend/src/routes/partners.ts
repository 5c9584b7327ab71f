import { Hono } from 'hono';
import { z } from 'zod/mini';
import type { Partner, PartnerResponse, PartnersResponse } from '../../../src/contracts/partners.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { readParam } from '../validation/request.ts';
import { readsOf } from '../db/replica-reads.ts';

const PARTNER_COLUMNS = 'name, brand, description, banner_url';

/** Partner names are lower-case URL keys; /parceiros/Vivalavida finds vivalavida. */
const partnerNameSchema = z.pipe(
  z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,59}$/)),
  z.transform((name: string) => name.toLowerCase()),
);

/** spec §7 GET api.{host}/api/partners (read by the edge for redirects) and one partner's page data. */
export const partnerRoutes = new Hono<BackendEnv>()
  .get('/partners', async (c) => {
    const { results } = await readsOf(c).prepare(`SELECT ${PARTNER_COLUMNS} FROM partners WHERE active = 1 ORDER BY position, name`).all<Partner>();
    return c.json({ partners: results } satisfies PartnersResponse);
  })
  .get('/partners/:name', async (c) => {
    const name = readParam(c, 'name', partnerNameSchema, 'Parceiro inválido');
    const partner = await readsOf(c).prepare(`SELECT ${PARTNER_COLUMNS} FROM partners WHERE name = ? AND active = 1`).bind(name).first<Partner>();
    if (!partner) throw new NotFoundError('Parceiro não encontrado');
    return c.json({ partner } satisfies PartnerResponse);
  });
