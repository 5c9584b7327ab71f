import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX } from '../../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { BACKEND_HEALTH_PATH } from '../../../src/contracts/health.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, testBindings } from '../../test/edge-harness.ts';
import { createDevOwner, signedInOwner } from '../../test/owner-browser.ts';

/**
 * "Operação" as the owner reads it when something is wrong or there is something to list: a part of
 * the shop down, copies of the database in the bucket, the traces' rate. The owner signs in through
 * the real login; the page is then asked with other bindings (a failing KV, an unreachable backend,
 * or the fake upstream playing the backend and its admin API).
 */
beforeAll(createDevOwner);
beforeEach(() => fakeUpstream.reset());

/** The Operação page the signed-in owner gets, served with `env`. */
async function operationsPage(env: Env): Promise<string> {
  const owner = await signedInOwner();
  const response = await callEdge('/admin/operacao', { headers: { cookie: owner.jar.header(), 'CF-Connecting-IP': owner.ip } }, { env });
  expect(response.status).toBe(200);
  return response.text();
}

/** The health table's row for a part, as the owner reads it: the part's name, then its state. */
const row = (part: string, state: string) => new RegExp(`<td>${part.replace(/[()]/g, '\\$&')}</td><td>${state}</td>`);

const failingKv = { get: () => Promise.reject(new Error('KV is down')) } as unknown as KVNamespace;
const unreachable = { fetch: () => Promise.reject(new TypeError('Network connection lost')) } as unknown as Fetcher;

describe('Operação when a part of the shop is down', () => {
  it('says something is down and which part: the partner list (KV), the rest up', async () => {
    const html = await operationsPage({ ...testBindings, PARTNERS_KV: failingKv });
    expect(html).toContain('Alguma parte da loja está fora do ar: veja abaixo qual.');
    expect(html).not.toContain('Tudo no ar.');
    expect(html).toMatch(row('Lista de parceiros (KV)', 'Fora do ar'));
    for (const part of ['Loja (páginas)', 'Serviço da loja (API)', 'Banco de dados']) expect(html).toMatch(row(part, 'No ar'));
  });

  it('says the database is down when the backend says so', async () => {
    await fakeUpstream.behave(BACKEND_HEALTH_PATH, { body: '{"d1":"down"}' });
    const html = await operationsPage(envWithFakeUpstream());
    expect(html).toContain('Alguma parte da loja está fora do ar: veja abaixo qual.');
    expect(html).toMatch(row('Banco de dados', 'Fora do ar'));
    expect(html).toMatch(row('Serviço da loja (API)', 'No ar'));
  });

  it('with the backend unreachable: the API down, the database unknown, and the lists it holds unreadable', async () => {
    const html = await operationsPage({ ...testBindings, BACKEND: unreachable });
    expect(html).toContain('Alguma parte da loja está fora do ar: veja abaixo qual.');
    expect(html).toMatch(row('Serviço da loja (API)', 'Fora do ar'));
    expect(html).toMatch(row('Banco de dados', 'Sem informação'));
    expect(html).toMatch(row('Loja (páginas)', 'No ar'));
    expect(html).toContain('Não foi possível ler as cópias agora. Tente de novo em instantes.');
    expect(html).toContain('Não foi possível ler os e-mails agora. Tente de novo em instantes.');
    expect(html).not.toContain('Nenhuma cópia ainda.');
  });
});

describe('Operação with copies of the database', () => {
  it('lists each copy, newest first as the admin API gives them, with its date in Brasília time and its size', async () => {
    await fakeUpstream.behave(BACKEND_HEALTH_PATH, { body: '{"d1":"up"}' });
    await fakeUpstream.behave(`${ADMIN_API_PREFIX}${ADMIN_API.backups.path}`, {
      body: JSON.stringify({
        backups: [
          { name: 'adega-production-2026-03-14T05-30-00Z.sql', size: 1_572_864, uploaded: '2026-03-14T05:30:00.000Z' },
          { name: 'adega-production-2026-03-13T05-30-00Z.sql', size: 300, uploaded: '2026-03-13T05:30:00.000Z' },
        ],
      }),
    });
    await fakeUpstream.behave(`${ADMIN_API_PREFIX}${ADMIN_API.mailFailures.path}`, { body: '{"failures":[]}' });
    const html = await operationsPage(envWithFakeUpstream());
    expect(html).toContain('Tudo no ar.');
    expect(html).toMatch(/<caption[^>]*>As cópias mais recentes do banco de dados, guardadas no R2<\/caption>/);
    expect(html).toMatch(/<th[^>]*>Cópia<\/th><th[^>]*>Feita em<\/th><th[^>]*>Tamanho<\/th>/);
    const newest = html.indexOf('<td>adega-production-2026-03-14T05-30-00Z.sql</td><td>14/03/2026, 02:30</td><td class="num">1.536 KB</td>');
    const older = html.indexOf('<td>adega-production-2026-03-13T05-30-00Z.sql</td><td>13/03/2026, 02:30</td><td class="num">1 KB</td>');
    expect(newest).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newest);
    expect(html).not.toContain('Nenhuma cópia ainda.');
    expect(html).toContain('Nenhum: todos os e-mails da loja saíram.');
  });
});

describe('Operação: the traces’ rate', () => {
  it('says what share of requests is traced, as wrangler.toml sets it (one in ten), and what that is for', async () => {
    const html = await operationsPage(testBindings);
    expect(html).toContain('<h2>Rastreamento (traces)</h2>');
    expect(html).toContain(
      '10% das requisições à loja são rastreadas: cada etapa delas fica registrada, para descobrir o que deixa uma página lenta. A Cloudflare cobra os rastreamentos além da cota do mês; os logs registram todas as requisições.',
    );
  });

  it('says so when the rate is not set, rather than a number', async () => {
    const html = await operationsPage({ ...testBindings, TRACE_SAMPLING_RATE: '' });
    expect(html).toContain('A taxa de rastreamento não foi informada (TRACE_SAMPLING_RATE no wrangler.toml).');
    expect(html).not.toContain('das requisições à loja são rastreadas');
  });
});
