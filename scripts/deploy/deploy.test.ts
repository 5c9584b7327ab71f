import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGS } from './environment.ts';
import { DeployRefused } from './refused.ts';
import { allSecrets, buildConfigs, changing, PROJECT, SECRETS, SERPRO, setProductionVars, workspace } from './test-workspace.ts';

/**
 * The deploy script against a fake wrangler that records the commands it is asked to run
 * (scripts/deploy/fake-wrangler.ts), on copies of the project's two wrangler.toml files
 * (scripts/deploy/test-workspace.ts).
 */
// Each wrangler command is a Node process of its own: a scenario takes a few seconds.
describe('npm run deploy', { timeout: 60_000 }, () => {
  it('first deploy: creates the R2 bucket, the D1 database and KV namespaces, records their ids, migrates, deploys the backend and then the storefront', async () => {
    const shop = workspace({});
    const secretsFile = join(shop.root, 'secrets.json');
    writeFileSync(
      secretsFile,
      JSON.stringify({
        API_ACCESS_TOKEN: 'a',
        STOREFRONT_ACCESS_TOKEN: 'b',
        ADMIN_API_TOKEN: 'c',
        SERPRO_CONSUMER_KEY: 'd',
        SERPRO_CONSUMER_SECRET: 'e',
        MP_ACCESS_TOKEN: 'f',
        MP_WEBHOOK_SECRET: 'g',
      }),
    );
    await shop.run({ secretsFile, seedDemo: true });
    // the demo seed only: the local back-office owner (scripts/db-setup.ts) never reaches a deploy
    expect(readFileSync(join(shop.root, '.wrangler/seed-production.sql'), 'utf8')).not.toContain('admin_users');

    const calls = changing(shop.account().calls);
    // the owner's bottle photos (backend/wrangler.toml MEDIA): a bucket has no id to record
    expect(calls[0]).toBe('r2 bucket create adega-backend-media');
    expect(calls[1]).toBe('d1 create adega-backend');
    // the outgoing mail queue and its dead letters (backend/src/mail/mail-queue.ts)
    expect(calls.slice(2, 4)).toEqual(['queues create adega-mail', 'queues create adega-mail-dlq']);
    expect(calls.slice(4, 6)).toEqual(['kv namespace create adega-storefront-PARTNERS_KV', 'kv namespace create adega-storefront-SESSIONS_KV']);
    expect(calls[6]).toBe('d1 migrations apply DB --remote --env production -c backend/wrangler.toml');
    expect(calls[7]).toMatch(/^d1 execute DB --remote --env production -c backend\/wrangler.toml --file .*seed-production.sql --yes$/);
    expect(calls.slice(8)).toEqual([
      `deploy -c dist/backend/wrangler.json --secrets-file ${secretsFile}`,
      `deploy -c dist/storefront/wrangler.json --secrets-file ${secretsFile}`,
    ]);
    const { d1, kv, r2 } = shop.account();
    expect(r2).toEqual(['adega-backend-media']);
    expect(readFileSync(join(shop.root, CONFIGS.backend), 'utf8')).toContain(`database_id = "${d1[0]?.uuid}"`);
    for (const namespace of kv) expect(readFileSync(join(shop.root, CONFIGS.storefront), 'utf8')).toContain(`id = "${namespace.id}"`);
    expect(readFileSync(join(shop.root, CONFIGS.storefront), 'utf8')).not.toContain('pendente-kv-partners-production');
    expect(shop.logs.at(-2)).toBe('The shop is live at https://loja.adegadoze.com.br');
    expect(shop.logs).toContain('✓ age verification: receita (real)');
  });

  it('second deploy: re-creates nothing, applies the migrations again, and never loads the demo over a catalogue', async () => {
    const shop = workspace({ secrets: allSecrets });
    await shop.run();
    shop.update({ wines: 159, calls: [] });
    await shop.run({ seedDemo: true });
    const calls = changing(shop.account().calls);
    expect(calls).toEqual([
      'd1 migrations apply DB --remote --env production -c backend/wrangler.toml',
      'deploy -c dist/backend/wrangler.json',
      'deploy -c dist/storefront/wrangler.json',
    ]);
    expect(shop.account().d1).toHaveLength(1);
    expect(shop.account().r2).toEqual(['adega-backend-media']);
    expect(shop.logs).toContain('✓ R2 adega-backend-media');
    expect(shop.logs).toContain('✓ demo catalogue not loaded: the catalogue already has 159 wines');
    expect(shop.logs).toContain('✓ queue adega-mail');
  });

  it('refuses a missing secret before changing anything, with the command that sets it', async () => {
    const shop = workspace({ secrets: { [CONFIGS.storefront]: ['API_ACCESS_TOKEN', 'STOREFRONT_ACCESS_TOKEN'], [CONFIGS.backend]: ['API_ACCESS_TOKEN'] } });
    const refusal = await shop.run().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('npx wrangler secret put STOREFRONT_ACCESS_TOKEN --env production -c backend/wrangler.toml');
    expect((refusal as Error).message).toContain('npx wrangler secret put ADMIN_API_TOKEN --env production -c backend/wrangler.toml');
    expect((refusal as Error).message).toContain('npx wrangler secret put ADMIN_API_TOKEN --env production -c wrangler.toml');
    expect((refusal as Error).message).not.toContain('API_ACCESS_TOKEN --env production -c wrangler.toml');
    expect(changing(shop.account().calls)).toEqual([]);
  });

  it("refuses a production that could verify no buyer's age, or whose real method lacks what it needs, before changing anything", async () => {
    const none = workspace({ secrets: allSecrets });
    setProductionVars(none.root, { AGE_RECEITA: 'off' });
    const refusal = await none.run().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('no age verification method is usable');
    expect(changing(none.account().calls)).toEqual([]);

    // a stand-in proves nothing: without the demo switch it is no method at all
    const standIn = workspace({ secrets: allSecrets });
    setProductionVars(standIn.root, { AGE_RECEITA: 'local' });
    expect(((await standIn.run().catch((error: unknown) => error)) as Error).message).toContain('no age verification method is usable');

    const wallet = workspace({ secrets: allSecrets });
    setProductionVars(wallet.root, { AGE_RECEITA: 'off', AGE_CARTEIRA: 'wallet' });
    expect(((await wallet.run().catch((error: unknown) => error)) as Error).message).toContain(
      'age verification "carteira" needs AGE_WALLET_IACA_ROOTS in backend/wrangler.toml [env.production]',
    );

    const noSerproKeys = workspace({ secrets: { [CONFIGS.storefront]: SECRETS, [CONFIGS.backend]: SECRETS } });
    expect(((await noSerproKeys.run().catch((error: unknown) => error)) as Error).message).toContain(
      'npx wrangler secret put SERPRO_CONSUMER_KEY --env production -c backend/wrangler.toml',
    );
    expect(changing(noSerproKeys.account().calls)).toEqual([]);
  });

  it('deploys a demo shop on stand-ins only with the demo switch, and says so', async () => {
    const demo = workspace({ secrets: allSecrets });
    setProductionVars(demo.root, { AGE_RECEITA: 'local', AGE_VERIFICATION_DEMO: 'on' });
    await demo.run();
    expect(demo.logs).toContain('! age verification runs on stand-ins (AGE_VERIFICATION_DEMO = "on"): a demo shop, never a real sale');
    expect(demo.logs).toContain('✓ age verification: receita (stand-in)');
  });

  it('names the payment webhook to configure, and refuses a production that could take no payment or would mail from the example sender', async () => {
    const shop = workspace({ secrets: allSecrets });
    await shop.run();
    expect(shop.logs).toContain(
      '✓ payments: Mercado Pago, with its access token and webhook secret (MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET); in Mercado Pago\'s "Suas integrações" → Webhooks, notify https://loja.adegadoze.com.br/webhooks/pagamentos of "Pagamentos"',
    );

    const noKeys = workspace({ secrets: { [CONFIGS.storefront]: SECRETS, [CONFIGS.backend]: [...SECRETS, ...SERPRO] } });
    expect(((await noKeys.run().catch((error: unknown) => error)) as Error).message).toContain(
      'npx wrangler secret put MP_WEBHOOK_SECRET --env production -c backend/wrangler.toml',
    );
    expect(changing(noKeys.account().calls)).toEqual([]);

    // the stand-in takes no money: without the demo switch it is no provider at all
    const standIn = workspace({ secrets: allSecrets });
    setProductionVars(standIn.root, { PAYMENT_PROVIDER: 'local' });
    const refusal = await standIn.run().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('no payment provider: set PAYMENT_PROVIDER = "mercadopago" in backend/wrangler.toml [env.production]');
    expect((refusal as Error).message).toContain('npx wrangler secret put MP_ACCESS_TOKEN --env production -c backend/wrangler.toml');
    expect(changing(standIn.account().calls)).toEqual([]);

    const example = workspace({ secrets: allSecrets });
    setProductionVars(example.root, { MAIL_FROM: 'Adega Sommelier <nao-responda@adega.example>' });
    expect(((await example.run().catch((error: unknown) => error)) as Error).message).toContain('the order mails would go out from the example sender');

    // a dry run says all of it, and changes nothing
    const dry = workspace({ secrets: allSecrets });
    setProductionVars(dry.root, { PAYMENT_PROVIDER: 'local' });
    await dry.run({ dryRun: true });
    expect(dry.logs.some((line) => line.startsWith('! before a real deploy: no payment provider'))).toBe(true);
  });

  it('warns that a hosted checkout cannot read the carts this shop keeps itself', async () => {
    const warning = (logs: string[]) => logs.find((line) => line.startsWith('! CHECKOUT_URL points at a hosted checkout'));
    const hostedCheckout = workspace({ secrets: allSecrets });
    setProductionVars(hostedCheckout.root, { CHECKOUT_URL: 'https://loja.checkout.example.com' }, 'storefront');
    await hostedCheckout.run({ dryRun: true });
    expect(warning(hostedCheckout.logs)).toBe(
      "! CHECKOUT_URL points at a hosted checkout (https://loja.checkout.example.com) while the carts are kept in this shop's own backend (STOREFRONT_GRAPHQL_URL is empty): the hosted checkout cannot read those carts, so no order could be paid. For this shop's own checkout (Pix and card through the payment provider, docs/payments.md) set CHECKOUT_URL = \"/checkout\" in wrangler.toml [env.production]; a hosted checkout needs its hosted service's carts (STOREFRONT_GRAPHQL_URL and API_ORIGIN pointing there, docs/going-live.md)",
    );

    // the shop's own checkout says nothing of it
    const own = workspace({ secrets: allSecrets });
    await own.run({ dryRun: true });
    expect(warning(own.logs)).toBeUndefined();
  });

  it('deploys a demo shop paying on the stand-in only with the demo switch, and says so', async () => {
    const demo = workspace({ secrets: allSecrets });
    setProductionVars(demo.root, { PAYMENT_PROVIDER: 'local', CHECKOUT_DEMO: 'on' });
    await demo.run();
    expect(demo.logs).toContain('! payments run on the stand-in (CHECKOUT_DEMO = "on"): a demo shop, no real money is taken');
  });

  it('refuses a secrets file git would commit, and takes one .gitignore lists', async () => {
    const shop = workspace({ secrets: allSecrets });
    execFileSync('git', ['init', '-q'], { cwd: shop.root });
    copyFileSync(join(PROJECT, '.gitignore'), join(shop.root, '.gitignore'));
    const keys = JSON.stringify({ API_ACCESS_TOKEN: 'a', STOREFRONT_ACCESS_TOKEN: 'b', ADMIN_API_TOKEN: 'c' });
    writeFileSync(join(shop.root, 'chaves.json'), keys);
    const refusal = await shop.run({ secretsFile: join(shop.root, 'chaves.json') }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('git does not ignore it');
    expect(changing(shop.account().calls)).toEqual([]);
    writeFileSync(join(shop.root, 'secrets.json'), keys);
    await shop.run({ secretsFile: join(shop.root, 'secrets.json') });
    expect(shop.logs).toContain('✓ secrets');
  });

  it('staging gets its own bucket, and an existing one is used, not created again', async () => {
    const shop = workspace({ secrets: allSecrets, r2: ['adega-backend-staging-media'] });
    await shop.run({ env: 'staging' });
    expect(changing(shop.account().calls).filter((call) => call.startsWith('r2'))).toEqual([]);
    expect(shop.logs).toContain('✓ R2 adega-backend-staging-media');
  });

  it('refuses an account without R2 before creating anything, saying where to enable it', async () => {
    const shop = workspace({ secrets: allSecrets, r2: undefined });
    const refusal = await shop.run().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('enable R2 on the account first');
    expect(changing(shop.account().calls)).toEqual([]);
  });

  it('refuses to deploy a built config that still has a placeholder id', async () => {
    const shop = workspace({ secrets: allSecrets });
    const stale = (root: string, env: string) => {
      buildConfigs(root, env);
      const file = join(root, 'dist/storefront/wrangler.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/"id":"[0-9a-f]{32}"/, '"id":"pendente-kv-partners-production"'));
    };
    const refusal = await shop.run({}, stale).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('pendente-kv-partners-production');
    expect(shop.account().calls.filter((call) => call.startsWith('deploy'))).toEqual([]);
  });

  it('refuses without a login, or with the example domain, before changing anything', async () => {
    const anonymous = workspace({ loggedIn: false, secrets: allSecrets });
    await expect(anonymous.run()).rejects.toThrow('not logged in to Cloudflare: run `npx wrangler login`');
    expect(changing(anonymous.account().calls)).toEqual([]);

    const example = workspace({ secrets: allSecrets }, 'loja.example.com.br');
    await expect(example.run()).rejects.toThrow("put your shop's domain in [env.production] routes");
    expect(example.account().calls).toEqual([]);
  });

  it('refuses to take over a hostname another Worker or a DNS record answers at, before changing anything', async () => {
    const taken = workspace({ secrets: allSecrets, workerDomains: [{ hostname: 'loja.adegadoze.com.br', service: 'site-antigo' }] });
    const refusal = await taken.run().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployRefused);
    expect((refusal as Error).message).toContain('loja.adegadoze.com.br is the Custom Domain of another Worker ("site-antigo")');
    expect((refusal as Error).message).toContain('deploy again with --force');
    expect(changing(taken.account().calls)).toEqual([]);

    const recorded = workspace({ secrets: allSecrets, dnsRecords: [{ name: 'loja.adegadoze.com.br', type: 'CNAME', content: 'loja.plataforma.example' }] });
    await expect(recorded.run()).rejects.toThrow('loja.adegadoze.com.br has a DNS record in adegadoze.com.br (CNAME loja.plataforma.example)');
    expect(changing(recorded.account().calls)).toEqual([]);
  });

  it('takes the hostname over only with --force, and redeploys over its own Custom Domain without asking', async () => {
    const taken = workspace({ secrets: allSecrets, dnsRecords: [{ name: 'loja.adegadoze.com.br', type: 'A', content: '192.0.2.10' }] });
    await taken.run({ force: true });
    expect(taken.logs).toContain('! taking over (--force): loja.adegadoze.com.br has a DNS record in adegadoze.com.br (A 192.0.2.10)');
    expect(changing(taken.account().calls).at(-1)).toBe('deploy -c dist/storefront/wrangler.json');

    const own = workspace({
      secrets: allSecrets,
      workerDomains: [{ hostname: 'loja.adegadoze.com.br', service: 'adega-storefront' }],
      dnsRecords: [{ name: 'loja.adegadoze.com.br', type: 'AAAA', content: '100::' }],
    });
    await own.run();
    expect(own.logs).toContain('✓ nothing else answers at loja.adegadoze.com.br');
  });

  it('--dry-run changes nothing and runs wrangler deploy --dry-run for both workers', async () => {
    const shop = workspace({ loggedIn: false }, 'loja.example.com.br');
    await shop.run({ dryRun: true });
    expect(shop.account().calls).toEqual(['deploy -c dist/backend/wrangler.json --dry-run', 'deploy -c dist/storefront/wrangler.json --dry-run']);
    expect(shop.logs.join('\n')).toContain('(would) find or create the D1 database adega-backend');
    expect(shop.logs.join('\n')).toContain('(would) find or create the R2 bucket adega-backend-media');
    expect(shop.logs.join('\n')).toContain('! before a real deploy: the domain is still the example');
  });
});
