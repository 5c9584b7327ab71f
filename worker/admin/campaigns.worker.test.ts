import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../src/contracts/admin/campaigns.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { fakeUpstream } from '../test/edge-harness.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { degradedPageHtml } from '../test/pages.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * "Campanhas" in the back office: what the owner creates, edits, ends or deactivates is what
 * /politica/campanhas shows on the next visit (the page cache is off in tests; in production the
 * write purges the `banners` scope it is cached under).
 */
beforeAll(createDevOwner);

let sequence = 0;
const newSlug = () => `outono-${Date.now().toString(36)}-${(sequence += 1)}`;

const FORM = {
  title: 'Outono na adega',
  body: 'Tintos encorpados para as noites frias.\r\n\r\nFrete por nossa conta acima de R$ 300,00.',
  coupon: 'primeiracompra',
  partner_name: '',
  url_media: '',
  url_action: '/todososvinhos',
  ends_at: '2099-06-30',
  active: 'sim',
};

/** The shop's campaigns page as an anonymous shopper reads it, React's text separators removed. */
async function campaignsPage(): Promise<string> {
  const response = await shopperBrowser().send('/politica/campanhas');
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll('<!-- -->', '');
}

/** One campaign's section of the page, empty when the page does not show it. */
const sectionOf = (html: string, slug: string) => new RegExp(`<section aria-labelledby="campanha-${slug}">.*?</section>`).exec(html)?.[0] ?? '';

async function createdByOwner(fields: Partial<typeof FORM> = {}) {
  const owner = await signedInOwner();
  const slug = newSlug();
  const saved = await postForm(owner, '/admin/campanhas/novo', { slug, ...FORM, ...fields });
  expect(saved.status).toBe(303);
  expect(saved.headers.get('location')).toBe(`/admin/campanhas/${slug}?salvo=1`);
  return { owner, slug };
}

describe('campaigns in the back office', () => {
  it('lists every campaign with its coupon, last day and situation', async () => {
    const owner = await signedInOwner();
    const html = await (await owner.send('/admin/campanhas')).text();
    expect(html).toContain('Viva la Vida: 10% off para celebrar');
    expect(html).toContain('VIVALAVIDA10');
    expect(html).toContain('31/03/2027');
    expect(html).toContain('aria-current="page">Campanhas</a>');
  });

  it('creates a campaign that the shop’s page shows at once: title, paragraphs, coupon, last day and link', async () => {
    const { owner, slug } = await createdByOwner();
    expect(await (await owner.send(`/admin/campanhas/${slug}?salvo=1`)).text()).toContain('Alterações salvas');
    const html = await campaignsPage();
    const section = sectionOf(html, slug);
    expect(section).toContain(`<h2 id="campanha-${slug}">Outono na adega</h2>`);
    expect(section).toContain('<p>Tintos encorpados para as noites frias.</p><p>Frete por nossa conta acima de R$ 300,00.</p>');
    expect(section).toContain('<p>Cupom <strong>PRIMEIRACOMPRA</strong></p>');
    expect(section).toContain('<p>Válida até 30/06/2099</p>');
    expect(section).toContain('<a href="/todososvinhos">Saiba mais');
    // the backend's order: a new campaign goes after the seeded ones
    expect(html.indexOf('Viva la Vida: 10% off para celebrar')).toBeLessThan(html.indexOf(`campanha-${slug}`));
    // the coupon rules stay
    expect(html).toContain('Como usar um cupom');
    expect(html).toContain('Regras gerais');
  });

  it('edits a campaign through its form; the page shows the change, and its history the edit', async () => {
    const { owner, slug } = await createdByOwner();
    const saved = await postForm(owner, `/admin/campanhas/${slug}`, { ...FORM, title: 'Outono e inverno na adega', coupon: '', ends_at: '' });
    expect(saved.status).toBe(303);
    const section = sectionOf(await campaignsPage(), slug);
    expect(section).toContain(`<h2 id="campanha-${slug}">Outono e inverno na adega</h2>`);
    // a blank coupon and last day: no coupon line, no end
    expect(section).not.toContain('Cupom');
    expect(section).not.toContain('Válida até');
    const form = await (await owner.send(`/admin/campanhas/${slug}`)).text();
    expect(form).toContain('Outono e inverno na adega');
    expect(form).toContain('Histórico');
  });

  it('takes a deactivated or ended campaign off the page', async () => {
    const deactivated = await createdByOwner();
    const { active: _active, ...unticked } = FORM;
    expect((await postForm(deactivated.owner, `/admin/campanhas/${deactivated.slug}`, unticked)).status).toBe(303);
    const ended = await createdByOwner();
    expect((await postForm(ended.owner, `/admin/campanhas/${ended.slug}`, { ...FORM, ends_at: '2020-01-31' })).status).toBe(303);
    const html = await campaignsPage();
    expect(html).not.toContain(`campanha-${deactivated.slug}`);
    expect(html).not.toContain(`campanha-${ended.slug}`);
    expect(html).toContain('VIVALAVIDA10');
    const list = await (await deactivated.owner.send('/admin/campanhas')).text();
    expect(list).toContain('Inativa');
    expect(list).toContain('Encerrada');
  });

  it('refuses an unknown coupon, a link the shop would not follow and a reserved slug, beside their fields, saving nothing', async () => {
    const owner = await signedInOwner();
    const refused = async (fields: Record<string, string>, message: string) => {
      const response = await postForm(owner, '/admin/campanhas/novo', { slug: newSlug(), ...FORM, title: 'Campanha recusada', ...fields });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    };
    await refused({ coupon: 'NAOEXISTE99' }, CAMPAIGN_MESSAGES.unknownCoupon('NAOEXISTE99'));
    await refused({ url_action: 'javascript:alert(1)' }, CAMPAIGN_MESSAGES.urlAction);
    await refused({ ends_at: '2026-02-30' }, CAMPAIGN_MESSAGES.endsAt);
    await refused({ ends_at: '2020-01-31' }, CAMPAIGN_MESSAGES.endsAtPast);
    await refused({ slug: 'novo' }, 'Este identificador é o endereço de &quot;Nova campanha&quot;; escolha outro.');
    expect(await campaignsPage()).not.toContain('Campanha recusada');
  });
});

describe('/politica/campanhas', () => {
  it('draws no link the shop would not follow, even from a row written by hand', async () => {
    await testEnv.DB.prepare("UPDATE campaigns SET url_action = 'javascript:alert(1)' WHERE slug = 'primeira-compra'").run();
    const html = await campaignsPage();
    expect(html).toContain('PRIMEIRACOMPRA');
    expect(html).not.toContain('javascript:');
  });

  it('keeps the page when the campaigns cannot be read, with a retry link in their place', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/campaigns', { status: 500 });
    const html = await degradedPageHtml('/politica/campanhas');
    expect(html).toContain('href="/politica/campanhas">Tentar novamente');
    expect(html).toContain('Como usar um cupom');
  });

  it('says so when no campaign is running', async () => {
    await testEnv.DB.prepare('UPDATE campaigns SET active = 0').run();
    const html = await campaignsPage();
    expect(html).toContain('Nenhuma campanha no momento.');
    expect(html).toContain('Regras gerais');
  });
});
