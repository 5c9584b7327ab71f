import { Hono } from 'hono';
import { AGE_VENDOR_STAND_IN_PATH } from '../../../../src/contracts/age-paths.ts';
import { html, page, PAGE_HEADERS } from '../../checkout/html.ts';
import type { BackendEnv } from '../../env.ts';
import { adapterOf } from '../age-config.ts';
import { standInSecret, vendorSettings } from '../age-adapters.ts';
import { pendingSessionOrigin } from '../age-sessions.ts';
import { readVendorNotice, type VendorResult } from './vendor.ts';
import { applyVendorNotice } from './vendor-notice.ts';
import { STAND_IN_CHOICES, standInNotice } from './vendor-stand-in.ts';
import { postedForm } from '../../validation/request.ts';

/**
 * The age vendor stand-in's own page (vendor-stand-in.ts), served only while the "provedor" method
 * runs on its stand-in: four buttons, each sending the signed notification a vendor would send
 * (through the same reading and settling the real webhook goes through), then the shopper back to
 * the shop. A plain form, no script, like the checkout stand-in.
 */
const RESULTS = new Set<string>(STAND_IN_CHOICES.map(([result]) => result));

function choicePage(reference: string): string {
  const buttons = STAND_IN_CHOICES.map(([result, label]) => html`<p><button type="submit" name="resultado" value="${result}">${label}</button></p>`);
  return page(
    'Verificação de idade (simulada)',
    html`<h1>Verificação de idade (simulada)</h1>
<p>Esta página faz o papel do serviço de verificação de documento e selfie, para testes e demonstrações. Nada aqui verifica ninguém.</p>
<form method="post" action="${AGE_VENDOR_STAND_IN_PATH}/${encodeURIComponent(reference)}">${buttons}</form>`,
  );
}

const gone = () =>
  page(
    'Sessão encerrada',
    html`<h1>Sessão encerrada</h1><p class="notice" role="alert">Esta verificação já terminou ou expirou.</p><p><a href="/verificar-idade">Voltar à loja</a></p>`,
  );

export const vendorStandInPage = new Hono<BackendEnv>()
  .use(`${AGE_VENDOR_STAND_IN_PATH}/*`, async (c, next) => {
    if (adapterOf(c.env, 'provedor') !== 'local') return c.json({ error: 'not_found', message: 'Recurso não encontrado' }, 404);
    await next();
  })
  .get(`${AGE_VENDOR_STAND_IN_PATH}/:reference`, async (c) => {
    const reference = c.req.param('reference');
    const origin = await pendingSessionOrigin(c.env.DB, reference, new Date());
    return c.body(origin ? choicePage(reference) : gone(), origin ? 200 : 404, PAGE_HEADERS);
  })
  .post(`${AGE_VENDOR_STAND_IN_PATH}/:reference`, async (c) => {
    const reference = c.req.param('reference');
    const now = new Date();
    const result = (await postedForm(c)).resultado ?? '';
    const back = await pendingSessionOrigin(c.env.DB, reference, now);
    if (!back || !RESULTS.has(result)) return c.body(gone(), 404, PAGE_HEADERS);
    const notice = await standInNotice(await standInSecret(c.env), reference, result as VendorResult, now);
    await applyVendorNotice(c.env.DB, await readVendorNotice(await vendorSettings(c.env), notice, now), now);
    return c.redirect(back, 303);
  });
