import { Hono } from 'hono';
import {
  ADMIN_BANNER_MESSAGES,
  bannerIdSchema,
  messageBannerCreateSchema,
  messageBannerEditSchema,
  pageBannerPutSchema,
  pageBannerSlotSchema,
  popupBannerCreateSchema,
  popupBannerEditSchema,
} from '../../../src/contracts/admin/banners.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError, respondToError } from '../errors.ts';
import { readJsonFields, readParam } from '../validation/request.ts';
import { createMessage, editMessage, listMessages } from './admin-message-banners.ts';
import { listPageBanners, putPageBanner } from './admin-page-banners.ts';
import { createPopup, editPopup, listPopups } from './admin-popup-banners.ts';
import { actorOf } from './admin-actor.ts';

/**
 * `/admin-api/banners` (contract `src/contracts/admin/banners.ts`): the popups, the header strip's
 * messages and the left and right page banners, as the shop reads them. Mounted by routes.ts,
 * behind its no-store and the front door's admin key; every write names its actor.
 */
const M = ADMIN_BANNER_MESSAGES;

export const adminBannerRoutes = new Hono<BackendEnv>()
  .get('/popups', async (c) => c.json(await listPopups(c.env.DB)))
  .post('/popups', async (c) => {
    const actor = actorOf(c);
    const popup = await readJsonFields(c, popupBannerCreateSchema, M.invalidFields);
    return c.json(await createPopup(c.env.DB, popup, actor, new Date()), 201);
  })
  .patch('/popups/:id', async (c) => {
    const id = readParam(c, 'id', bannerIdSchema, M.invalidId);
    const actor = actorOf(c);
    const edit = await readJsonFields(c, popupBannerEditSchema, M.invalidFields);
    const popup = await editPopup(c.env.DB, id, edit, actor, new Date());
    if (!popup) throw new NotFoundError(M.popupNotFound);
    return c.json(popup);
  })
  .get('/messages', async (c) => c.json(await listMessages(c.env.DB)))
  .post('/messages', async (c) => {
    const actor = actorOf(c);
    const message = await readJsonFields(c, messageBannerCreateSchema, M.invalidFields);
    return c.json(await createMessage(c.env.DB, message, actor, new Date()), 201);
  })
  .patch('/messages/:id', async (c) => {
    const id = readParam(c, 'id', bannerIdSchema, M.invalidId);
    const actor = actorOf(c);
    const edit = await readJsonFields(c, messageBannerEditSchema, M.invalidFields);
    const message = await editMessage(c.env.DB, id, edit, actor, new Date());
    if (!message) throw new NotFoundError(M.messageNotFound);
    return c.json(message);
  })
  .get('/pages', async (c) => c.json(await listPageBanners(c.env.DB)))
  .put('/pages/:slot', async (c) => {
    const slot = readParam(c, 'slot', pageBannerSlotSchema, M.invalidSlot);
    const actor = actorOf(c);
    const banner = await readJsonFields(c, pageBannerPutSchema, M.invalidFields);
    const put = await putPageBanner(c.env.DB, slot, banner, actor, new Date());
    return c.json(put.banner, put.created ? 201 : 200);
  })
  .onError(respondToError);
