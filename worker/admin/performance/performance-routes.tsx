import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { fieldDataStore } from '../../field-data/field-data-store.ts';
import { adminPage } from '../render.tsx';
import { PERFORMANCE_DAYS, PerformancePage } from './PerformancePage.tsx';

const showPerformance = async (c: Context<AppEnv>) =>
  adminPage(c, <PerformancePage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} summary={await fieldDataStore(c.env).summary(PERFORMANCE_DAYS)} />);

/** "Desempenho": the field data of the last days, read from Analytics Engine (or the local stand-in). */
export const performanceRoutes = new Hono<AppEnv>().get('/', showPerformance);
