import { describe, expect, it } from 'vitest';
import { checkShare, moveTraffic, type TrafficMove } from './gradual-release.ts';
import { DeployRefused } from './refused.ts';
import { allSecrets, changing, workspace } from './test-workspace.ts';

/**
 * `npm run deploy -- --gradual N`, `--promote` and `--rollback` against the fake wrangler, which
 * keeps each worker's versions and deployments (scripts/deploy/fake-wrangler.ts).
 */
const STOREFRONT = 'adega-storefront';
const STOREFRONT_ENV = '--name adega-storefront --env production -c wrangler.toml';

/** A shop deployed whole once, its calls forgotten. */
async function liveShop() {
  const shop = workspace({ secrets: allSecrets });
  await shop.run();
  shop.update({ calls: [] });
  const move = (move: TrafficMove, dryRun = false) =>
    moveTraffic({ env: 'production', root: shop.root, dryRun, move }, { wrangler: shop.wrangler, log: (line) => shop.logs.push(line) });
  const storefront = () => shop.account().workers?.[STOREFRONT] ?? { versions: [], deployments: [] };
  return { ...shop, move, serving: () => storefront().deployments.at(-1)?.versions, versionIds: () => storefront().versions.map((version) => version.id) };
}

// Each wrangler command is a Node process of its own: a scenario takes a few seconds.
describe('gradual releases', { timeout: 90_000 }, () => {
  it('--gradual 10: the backend whole first, then the storefront’s new version at 10 % beside the current one at 90 %', async () => {
    const shop = await liveShop();
    await shop.run({ gradual: 10 });
    const [current, next] = shop.versionIds();

    expect(shop.serving()).toEqual([
      { version_id: next, percentage: 10 },
      { version_id: current, percentage: 90 },
    ]);
    const calls = shop.account().calls;
    expect(changing(calls)).toEqual([
      'd1 migrations apply DB --remote --env production -c backend/wrangler.toml',
      'deploy -c dist/backend/wrangler.json',
      'versions upload -c dist/storefront/wrangler.json',
      `versions deploy ${next}@10% ${current}@90% --yes ${STOREFRONT_ENV}`,
    ]);
    // the current version is read before anything changes
    expect(calls.indexOf(`deployments status --json ${STOREFRONT_ENV}`)).toBeLessThan(calls.indexOf(changing(calls)[0] ?? ''));
    expect(shop.logs).toContain('10 % of https://loja.adegadoze.com.br runs the new version.');
  });

  it('--promote gives the new version all the traffic; --rollback then goes back to the one before it', async () => {
    const shop = await liveShop();
    await shop.run({ gradual: 25 });
    const [current, next] = shop.versionIds();

    await shop.move('promote');
    expect(shop.serving()).toEqual([{ version_id: next, percentage: 100 }]);
    expect(shop.account().calls).toContain(`versions list --json ${STOREFRONT_ENV}`);
    await shop.move('promote');
    expect(shop.logs.at(-1)).toBe(`✓ nothing to promote: version ${next} serves all of ${STOREFRONT}'s traffic (no gradual release under way)`);

    await shop.move('rollback');
    expect(shop.serving()).toEqual([{ version_id: current, percentage: 100 }]);
  });

  it('--rollback goes back to what served before, never to an upload that never served', async () => {
    const shop = await liveShop();
    const [served] = shop.versionIds();
    // a release that failed half-way: its version was uploaded, never deployed
    const upload = await shop.wrangler(['versions', 'upload', '-c', 'dist/storefront/wrangler.json', '--env', 'production']);
    expect(upload.code).toBe(0);
    await shop.run({ gradual: 20 });
    await shop.move('promote');
    const [, neverServed, promoted] = shop.versionIds();
    expect(shop.serving()).toEqual([{ version_id: promoted, percentage: 100 }]);

    await shop.move('rollback');
    expect(shop.serving()).toEqual([{ version_id: served, percentage: 100 }]);
    expect(shop.account().calls).toContain(`deployments list --json ${STOREFRONT_ENV}`);
    expect(neverServed).not.toBe(served);
  });

  it('--rollback during a release sends everyone back to the current version, and leaves the backend on its new one', async () => {
    const shop = await liveShop();
    await shop.run({ gradual: 10 });
    const backend = shop.account().workers?.['adega-backend'];
    shop.update({ calls: [] });

    await shop.move('rollback');
    expect(shop.serving()).toEqual([{ version_id: shop.versionIds()[0], percentage: 100 }]);
    expect(changing(shop.account().calls)).toEqual([`versions deploy ${shop.versionIds()[0]}@100% --yes ${STOREFRONT_ENV}`]);
    expect(shop.account().workers?.['adega-backend']).toEqual(backend);
  });

  it('refuses a share outside 1–99 %, before calling wrangler', async () => {
    for (const share of ['0', '100', '150', 'dez', '12.5', '-5']) {
      expect(() => checkShare(share)).toThrow(DeployRefused);
    }
    expect(() => checkShare('dez')).toThrow('--gradual takes the new version\'s share of the shop\'s traffic, a whole number from 1 to 99 (got "dez")');
    expect(checkShare(' 5 ')).toBe(5);

    const shop = workspace({ secrets: allSecrets });
    await expect(shop.run({ gradual: 100 })).rejects.toThrow('a whole number from 1 to 99 (got "100")');
    expect(shop.account().calls).toEqual([]);
  });

  it('refuses a gradual release of a storefront never deployed, or while another is under way, before changing anything', async () => {
    const fresh = workspace({ secrets: allSecrets });
    await expect(fresh.run({ gradual: 10 })).rejects.toThrow('adega-storefront has no deployment yet: the first deploy goes to everyone');
    expect(changing(fresh.account().calls)).toEqual([]);

    const shop = await liveShop();
    await shop.run({ gradual: 10 });
    shop.update({ calls: [] });
    await expect(shop.run({ gradual: 20 })).rejects.toThrow('a gradual release of adega-storefront is under way');
    expect(changing(shop.account().calls)).toEqual([]);
  });

  it('--dry-run prints the steps: uploads nothing and moves no traffic', async () => {
    const shop = workspace({ loggedIn: false }, 'loja.example.com.br');
    await shop.run({ dryRun: true, gradual: 10 });
    expect(shop.account().calls).toEqual(['deploy -c dist/backend/wrangler.json --dry-run', 'versions upload -c dist/storefront/wrangler.json --dry-run']);
    const printed = shop.logs.join('\n');
    expect(printed).toContain('Dry run of the deploy "production" gradually (10 % of the traffic)');
    expect(printed).toContain('(would) read the version adega-storefront runs now (wrangler deployments status --json)');
    expect(printed).toContain(`(would) wrangler versions deploy <new version>@10% <current version>@90% --yes ${STOREFRONT_ENV}`);

    const moved = workspace({ loggedIn: false });
    await moveTraffic(
      { env: 'production', root: moved.root, dryRun: true, move: 'rollback' },
      { wrangler: moved.wrangler, log: (line) => moved.logs.push(line) },
    );
    expect(moved.account().calls).toEqual([]);
    expect(moved.logs.at(-1)).toBe(
      `(would) give all of ${STOREFRONT}'s traffic to the version before the newest one serving (wrangler versions deploy <version>@100% --yes)`,
    );
  });
});
