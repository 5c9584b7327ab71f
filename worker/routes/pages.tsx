import { Hono } from 'hono';
import { OccasionsPage } from '../../src/pages/OccasionsPage.tsx';
import { documentTitle, ROUTES } from '../../src/routes.ts';
import type { AppEnv } from '../env.ts';

/** The shop's pages (spec §2 Routes), each streamed through the page renderer. */
export const pageRoutes = new Hono<AppEnv>().get(ROUTES.occasions, (c) =>
  c.render(<OccasionsPage />, { title: documentTitle(c.env.STORE_NAME, ROUTES.occasions) }),
);
