import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { formAsShown, withChanges } from '../test/page-form.ts';
import type { ShopperBrowser } from '../test/shopper-browser.ts';
import { EDIT_CONFLICT_MESSAGE } from './ui/edit-baseline.ts';

/**
 * Two tabs editing one record (ui/edit-baseline.ts): each save applies what its own page changed,
 * so the second never undoes the first; the same field changed in both is refused with the value
 * saved meanwhile, and saved on purpose the second time. Every edit form of the back office, each
 * driven as the owner's browser does it: the page read, its form's fields posted back.
 */
interface Section {
  name: string;
  /** The edit page, which its form posts to. */
  path: () => Promise<string>;
  /** A change made in the first tab, and another field's in the second. */
  first: Record<string, string | boolean>;
  second: Record<string, string | boolean>;
  /** One field both tabs change, to a value of each. */
  clash: [field: string, fromA: string, fromB: string];
}

const firstId = async (table: string) => (await testEnv.DB.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).first<{ id: number }>())?.id;
const firstCampaign = async () => (await testEnv.DB.prepare('SELECT slug FROM campaigns ORDER BY slug LIMIT 1').first<{ slug: string }>())?.slug;

const SECTIONS: Section[] = [
  {
    name: 'a wine',
    path: async () => '/admin/vinhos/1023',
    first: { name: 'Reserva da aba A' },
    second: { stock: '7' },
    clash: ['name', 'Reserva A', 'Reserva B'],
  },
  {
    name: "a wine's sheet",
    path: async () => '/admin/vinhos/1023/ficha',
    first: { producer: 'Produtor da aba A' },
    second: { region: 'Região da aba B' },
    clash: ['producer', 'Produtor A', 'Produtor B'],
  },
  {
    name: 'the settings',
    path: async () => '/admin/configuracoes',
    first: { pix_discount_percent: '7' },
    second: { low_stock_threshold: '4' },
    clash: ['pix_discount_percent', '8', '9'],
  },
  {
    name: "the company's facts",
    path: async () => '/admin/configuracoes/empresa',
    first: { service_hours: 'Seg. a sex., 9h às 18h' },
    second: { phone: '(11) 3333-4444' },
    clash: ['service_hours', 'Todos os dias, 10h às 16h', 'Seg. a sáb., 8h às 20h'],
  },
  {
    name: 'shipping',
    path: async () => '/admin/frete',
    first: { free_shipping_minimum: '450,00' },
    second: { pickup: false },
    clash: ['free_shipping_minimum', '500,00', '550,00'],
  },
  {
    name: 'a partner',
    path: async () => '/admin/parceiros/vivalavida',
    first: { brand: 'Marca da aba A' },
    second: { description: 'Descrição da aba B' },
    clash: ['brand', 'Marca A', 'Marca B'],
  },
  {
    name: 'a campaign',
    path: async () => `/admin/campanhas/${await firstCampaign()}`,
    first: { title: 'Campanha da aba A' },
    second: { ends_at: '2031-01-31' },
    clash: ['title', 'Campanha A', 'Campanha B'],
  },
  {
    name: 'a popup',
    path: async () => `/admin/banners/popups/${await firstId('popup_banners')}`,
    first: { title: 'Título da aba A' },
    second: { description: 'Texto da aba B' },
    clash: ['title', 'Título A', 'Título B'],
  },
  {
    name: "a header strip's message",
    path: async () => `/admin/banners/mensagens/${await firstId('message_banners')}`,
    first: { text: 'Mensagem da aba A' },
    second: { active: false },
    clash: ['text', 'Mensagem A', 'Mensagem B'],
  },
  {
    name: 'a page banner',
    path: async () => '/admin/banners/paginas/esquerda',
    first: { alt: 'Banner da aba A' },
    second: { url_action: '/momentos' },
    clash: ['alt', 'Banner A', 'Banner B'],
  },
];

let owner: ShopperBrowser;
beforeAll(async () => {
  await createDevOwner();
  owner = await signedInOwner();
});

/** The form as the page at `path` shows it now. */
async function openTab(path: string): Promise<[string, string][]> {
  const page = await owner.send(path);
  expect(page.status).toBe(200);
  return formAsShown(await page.text(), path);
}

const valuesNamed = (fields: [string, string][], name: string) => fields.filter(([field]) => field === name).map(([, value]) => value);

/** What the page shows for each changed field: its value, or whether the box is ticked. */
function expectShown(fields: [string, string][], changes: Record<string, string | boolean>) {
  for (const [name, value] of Object.entries(changes)) {
    if (typeof value === 'boolean') expect(valuesNamed(fields, name).length > 0, name).toBe(value);
    else expect(valuesNamed(fields, name), name).toEqual([value]);
  }
}

describe.each(SECTIONS)('two tabs editing $name', (section) => {
  it("keeps both tabs' changes to different fields", async () => {
    const path = await section.path();
    const tabA = await openTab(path);
    const tabB = await openTab(path);
    expect(tabA.some(([name]) => name === 'carregado')).toBe(true);
    const savedA = await postForm(owner, path, withChanges(tabA, section.first));
    expect(savedA.status).toBe(303);
    const savedB = await postForm(owner, path, withChanges(tabB, section.second));
    expect(savedB.status).toBe(303);
    const now = await openTab(path);
    expectShown(now, section.first);
    expectShown(now, section.second);
  });

  it('refuses the same field changed in both, says what was saved meanwhile, and saves the second on purpose', async () => {
    const path = await section.path();
    const [field, fromA, fromB] = section.clash;
    const tabA = await openTab(path);
    const tabB = await openTab(path);
    expect((await postForm(owner, path, withChanges(tabA, { [field]: fromA }))).status).toBe(303);
    const refused = await postForm(owner, path, withChanges(tabB, { [field]: fromB }));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(EDIT_CONFLICT_MESSAGE);
    expect(page).toContain(`Salvo enquanto você editava: &quot;${fromA}&quot;`);
    expectShown(await openTab(path), { [field]: fromA });
    // the refused page shows the owner's value over the stored record: saving it again keeps it
    const again = await formAsShown(page, path);
    expectShown(again, { [field]: fromB });
    expect((await postForm(owner, path, again)).status).toBe(303);
    expectShown(await openTab(path), { [field]: fromB });
  });
});

describe('an edit form posted without what its page showed', () => {
  it('saves what it sends, as a form from before this check did', async () => {
    const fields = withChanges(await openTab('/admin/configuracoes'), { pix_discount_percent: '3' }).filter(([name]) => name !== 'carregado');
    expect((await postForm(owner, '/admin/configuracoes', fields)).status).toBe(303);
    expectShown(await openTab('/admin/configuracoes'), { pix_discount_percent: '3' });
  });
});
