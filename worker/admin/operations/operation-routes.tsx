import { type Context, Hono } from 'hono';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { BUILD_ID } from '../../build-id.ts';
import type { AppEnv } from '../../env.ts';
import { runHealthChecks } from '../../health/health-checks.ts';
import { describeError } from '../../log.ts';
import { adminRead } from '../admin-api.ts';
import { adminPage } from '../render.tsx';
import { OperationsPage } from './OperationsPage.tsx';

/** The bucket's copies, or null when they cannot be read now: the page still shows the health. */
async function readBackups(c: Context<AppEnv>) {
  try {
    return await adminRead(c, ADMIN_API.backups);
  } catch (error) {
    c.get('log').warn('backups_unreadable', { error: describeError(error) });
    return null;
  }
}

const showOperations = async (c: Context<AppEnv>) => {
  const [health, backups] = await Promise.all([runHealthChecks(c), readBackups(c)]);
  return adminPage(c, <OperationsPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} health={health} backups={backups} buildId={BUILD_ID} />);
};

/** "Operação": the shop's health, its database's copies and the version serving. */
export const operationRoutes = new Hono<AppEnv>().get('/', showOperations);
