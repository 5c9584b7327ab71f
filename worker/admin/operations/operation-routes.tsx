import { type Context, Hono } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { BUILD_ID } from '../../build-id.ts';
import type { AppEnv } from '../../env.ts';
import { runHealthChecks } from '../../health/health-checks.ts';
import { describeError } from '../../log.ts';
import { adminRead } from '../admin-api.ts';
import { adminPage } from '../render.tsx';
import { OperationsPage } from './OperationsPage.tsx';

/** A list the page shows, or null when it cannot be read now: the page still shows the rest. */
async function readOrNull<T>(c: Context<AppEnv>, route: { method: 'GET'; path: string; response: ZodMiniType<T> }): Promise<T | null> {
  try {
    return await adminRead(c, route);
  } catch (error) {
    c.get('log').warn('operations_list_unreadable', { path: route.path, error: describeError(error) });
    return null;
  }
}

/**
 * The traces' head-sampling rate, 0 to 1, from TRACE_SAMPLING_RATE (wrangler.toml writes it beside
 * [observability.traces], which a worker cannot read); null when it is missing or not a rate.
 */
function traceSamplingRate(value: string | undefined): number | null {
  const rate = value?.trim() ? Number(value) : Number.NaN;
  return rate >= 0 && rate <= 1 ? rate : null;
}

const showOperations = async (c: Context<AppEnv>) => {
  const [health, backups, mailFailures] = await Promise.all([runHealthChecks(c), readOrNull(c, ADMIN_API.backups), readOrNull(c, ADMIN_API.mailFailures)]);
  return adminPage(
    c,
    <OperationsPage
      storeName={c.env.STORE_NAME}
      owner={c.get('owner') ?? ''}
      health={health}
      backups={backups}
      mailFailures={mailFailures}
      buildId={BUILD_ID}
      traceSamplingRate={traceSamplingRate(c.env.TRACE_SAMPLING_RATE)}
    />,
  );
};

/** "Operação": the shop's health, its database's copies, the mails that did not go out, the version serving and the traces' rate. */
export const operationRoutes = new Hono<AppEnv>().get('/', showOperations);
