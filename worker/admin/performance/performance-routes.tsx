import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { fieldDataStore } from '../../field-data/field-data-store.ts';
import { adminPage } from '../render.tsx';
import { PERFORMANCE_DAYS, PerformancePage } from './PerformancePage.tsx';

/** "Desempenho": the field data of the last days, read from Analytics Engine (or the local stand-in). */
export const performanceRoutes = new Hono<AppEnv>().get('/', async (c) =>
  adminPage(c, <PerformancePage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} summary={await fieldDataStore(c.env).summary(PERFORMANCE_DAYS)} />),
);
