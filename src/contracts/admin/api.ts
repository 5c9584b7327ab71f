import { z } from 'zod/mini';
import { apiErrorSchema } from '../api-error.ts';

/**
 * The back office's admin API on the embedded backend (ARCHITECTURE "Production shape": the back
 * office reaches the backend through an authenticated admin API). Its own routes under
 * ADMIN_API_PREFIX, its own key (`ADMIN_API_TOKEN`, sent as `Authorization: Bearer …`), and never
 * a route of `own-backend-api.ts`, so the storefront's same-origin proxy cannot reach it.
 * Every refusal of the owner's input names the field, in pt-BR, one message per field.
 */
export const ADMIN_API_PREFIX = '/admin-api';

/**
 * Who made a change: the e-mail of the owner the storefront's back office authenticated. Required
 * on every write; recorded in the audit log.
 */
export const ADMIN_ACTOR_HEADER = 'X-Admin-Actor';

/** Wines and audit entries per page of the back office's lists. */
export const ADMIN_PAGE_SIZE = 50;

const MAX_PAGE = 1000;
const MAX_PRICE = 100_000;
const MAX_STOCK = 100_000;

/** The pt-BR messages of the owner's input, one per field (and one per rule between fields). */
export const ADMIN_MESSAGES = {
  name: 'Informe um nome de 2 a 120 caracteres.',
  price: 'Informe um preço maior que zero.',
  priceDecimals: 'Informe o preço com no máximo 2 casas decimais.',
  priceMax: 'Informe um preço de até R$ 100.000,00.',
  listPrice: 'Informe um preço de lista maior que zero.',
  listPriceDecimals: 'Informe o preço de lista com no máximo 2 casas decimais.',
  listPriceMax: 'Informe um preço de lista de até R$ 100.000,00.',
  listPriceBelowPrice: 'O preço de lista não pode ser menor que o preço.',
  priceAboveListPrice: 'O preço não pode ser maior que o preço de lista.',
  stock: 'Informe um estoque inteiro de 0 a 100.000.',
  active: 'Informe se o vinho está ativo (sim ou não).',
  unknownField: 'Este campo não pode ser alterado aqui.',
  emptyEdit: 'Informe ao menos um campo para alterar.',
  notAnObject: 'Envie os campos em um objeto JSON.',
  email: 'Informe um e-mail válido.',
  password: 'Informe a senha.',
  actor: 'Informe o e-mail de quem faz a alteração (cabeçalho X-Admin-Actor).',
  invalidFields: 'Revise os campos indicados.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  photoType: 'Envie uma foto JPEG, PNG ou WebP.',
  photoSize: 'A foto deve ter até 2 MB.',
  photoMissing: 'Escolha a foto da garrafa.',
  csvHeader: 'A primeira linha deve ser o cabeçalho: sku;nome;preco;preco_lista;estoque;ativo.',
  csvColumns: 'A linha deve ter 6 colunas: sku;nome;preco;preco_lista;estoque;ativo.',
  csvUnknownSku: 'Nenhum vinho tem este SKU (um vinho novo se cadastra em "Novo vinho").',
  csvDuplicateSku: 'Este SKU já apareceu numa linha anterior.',
  csvActive: 'Na coluna ativo, escreva sim ou não.',
  csvEmpty: 'O arquivo não tem nenhuma linha de vinho.',
  csvEncoding:
    'Os acentos deste nome se perderam na codificação do arquivo: importar mudaria o nome só por isso. No Excel, salve como "CSV UTF-8 (delimitado por vírgulas)" e importe de novo.',
  csvTooLarge: 'Envie no máximo 2.000 vinhos (1 MB) por arquivo.',
  csvMissing: 'Escolha o arquivo CSV.',
} as const;

/**
 * The catalogue as a spreadsheet (`GET /admin-api/wines.csv`, `POST /admin-api/wines/import`):
 * these columns, in this order, one wine per line, found by its SKU. Prices in reais as Brazilians
 * write them ("89,90"), `ativo` sim or não.
 */
export const WINE_CSV_COLUMNS = ['sku', 'nome', 'preco', 'preco_lista', 'estoque', 'ativo'] as const;

/** The most wines one import may change (one D1 batch) and the largest file it reads. */
export const WINE_IMPORT_LIMITS = { rows: 2000, bytes: 1024 * 1024 } as const;

/** One wine an import changes: the fields that differ, before and after. */
const wineImportChangeSchema = z.object({
  line: z.number(),
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});

/**
 * What an import would change (`?apply=0`, the preview) or changed (`?apply=1`): the changes, the
 * lines refused with their pt-BR reason (`line` 1 is the header), the lines that change nothing.
 * With any refused line nothing is applied: the owner fixes the file and sends it again.
 */
export const wineImportResultSchema = z.object({
  applied: z.boolean(),
  changes: z.array(wineImportChangeSchema),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
  unchanged: z.number(),
});

export type WineImportResult = z.infer<typeof wineImportResultSchema>;

/**
 * A wine's bottle photo (`PUT /admin-api/wines/:id/image`, the image's own bytes as the body): a
 * bottle shot for a product page, not a print original.
 */
export const WINE_PHOTO = {
  maxBytes: 2 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Reais with at most two decimals (centavos), read from a binary float without its noise. */
const hasCentavosOnly = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function money(messages: { positive: string; decimals: string; max: string }) {
  return z
    .number({ error: messages.positive })
    .check(z.gt(0, { error: messages.positive }), z.lte(MAX_PRICE, { error: messages.max }), z.refine(hasCentavosOnly, { error: messages.decimals }));
}

/** The rule between the two prices (a sale price above the list price would be a rise shown as a discount). */
export function listPriceCoversPrice(price: number, listPrice: number): boolean {
  return listPrice >= price;
}

const emailSchema = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.maxLength(254, { error: message }), z.email({ error: message }));

/**
 * `PATCH /admin-api/wines/:id`: the fields of one wine the owner changes, each optional, at least
 * one. Prices in reais; a wine that is not active leaves every list, search and detail of the
 * shop (kept for past orders). When both prices are sent, the list price covers the sale price;
 * when one is sent, the backend checks it against the stored other.
 */
/** The shop data of a wine (name, prices, stock, `active`), each as the owner may set it. */
export const wineShopFields = {
  name: z
    .string({ error: ADMIN_MESSAGES.name })
    .check(z.trim(), z.minLength(2, { error: ADMIN_MESSAGES.name }), z.maxLength(120, { error: ADMIN_MESSAGES.name })),
  price: money({ positive: ADMIN_MESSAGES.price, decimals: ADMIN_MESSAGES.priceDecimals, max: ADMIN_MESSAGES.priceMax }),
  list_price: money({ positive: ADMIN_MESSAGES.listPrice, decimals: ADMIN_MESSAGES.listPriceDecimals, max: ADMIN_MESSAGES.listPriceMax }),
  stock: z
    .number({ error: ADMIN_MESSAGES.stock })
    .check(z.int({ error: ADMIN_MESSAGES.stock }), z.gte(0, { error: ADMIN_MESSAGES.stock }), z.lte(MAX_STOCK, { error: ADMIN_MESSAGES.stock })),
  active: z.boolean({ error: ADMIN_MESSAGES.active }),
};

export const wineEditSchema = z
  .strictObject(
    {
      name: z.optional(wineShopFields.name),
      price: z.optional(wineShopFields.price),
      list_price: z.optional(wineShopFields.list_price),
      stock: z.optional(wineShopFields.stock),
      active: z.optional(wineShopFields.active),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? ADMIN_MESSAGES.unknownField : ADMIN_MESSAGES.notAnObject) },
  )
  .check(
    z.refine((edit) => Object.keys(edit).length > 0, { error: ADMIN_MESSAGES.emptyEdit }),
    z.refine((edit) => edit.price === undefined || edit.list_price === undefined || listPriceCoversPrice(edit.price, edit.list_price), {
      error: ADMIN_MESSAGES.listPriceBelowPrice,
      path: ['list_price'],
    }),
  );

export type WineEdit = z.infer<typeof wineEditSchema>;

/** The fields a wine edit may change, in the order the audit log records them. */
export const WINE_EDIT_FIELDS = ['name', 'price', 'list_price', 'stock', 'active'] as const satisfies readonly (keyof WineEdit)[];

/** `GET /admin-api/wines?q=&page=`: every wine, inactive ones too; `q` searches the name (or the SKU). */
export const adminWinesQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)), 1),
});

/** One wine as the back office shows and edits it. */
export const adminWineSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  list_price: z.number(),
  stock: z.number().check(z.int()),
  active: z.boolean(),
  url_media: z.string(),
});

export type AdminWine = z.infer<typeof adminWineSchema>;

/** A page of the back office's wine list, ordered by name; `total` counts every match. */
export const adminWineListSchema = z.object({
  wines: z.array(adminWineSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type AdminWineList = z.infer<typeof adminWineListSchema>;

/**
 * What the audit log records changes of: the one list both runtimes name them from (the backend
 * writes them, the back office reads a record's history by them; `routes.ts` says which call
 * records which).
 */
export const ADMIN_AUDIT_ENTITIES = [
  'wine',
  'partner',
  'coupon',
  'popup_banner',
  'message_banner',
  'page_banner',
  'campaign',
  'newsletter',
  'promotion',
  'shop_settings',
  'company',
  'shipping',
  'customer',
  'order',
] as const;

export type AuditEntity = (typeof ADMIN_AUDIT_ENTITIES)[number];

/** `GET /admin-api/audit?entity=&entityId=&page=`: the audit log, newest first, narrowed to one entity or one record. */
export const auditQuerySchema = z.object({
  entity: z.optional(z.enum(ADMIN_AUDIT_ENTITIES)),
  entityId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,80}$/))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)), 1),
});

/** The changed fields' values before and after a change (null before a creation, after a removal). */
const auditValuesSchema = z.nullable(z.record(z.string(), z.unknown()));

/** One recorded change: who (the actor's e-mail), when (ISO time), what, before and after. */
const auditEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  // read as text, not the enum: during a gradual release a newer backend may record an entity this edge does not know yet
  entity: z.string(),
  entity_id: z.string(),
  before: auditValuesSchema,
  after: auditValuesSchema,
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type AuditPage = z.infer<typeof auditPageSchema>;

/** The actor header's value: an e-mail. */
export const adminActorSchema = emailSchema(ADMIN_MESSAGES.actor);

/** `POST /admin-api/login`: the owner's credentials. */
export const adminLoginSchema = z.object(
  {
    email: emailSchema(ADMIN_MESSAGES.email),
    password: z
      .string({ error: ADMIN_MESSAGES.password })
      .check(z.minLength(1, { error: ADMIN_MESSAGES.password }), z.maxLength(200, { error: ADMIN_MESSAGES.password })),
  },
  { error: ADMIN_MESSAGES.notAnObject },
);

/** The answer to a right login: whose. A wrong one is 401 `invalid_credentials` (the same for an unknown e-mail). */
export const adminLoginResponseSchema = z.object({ email: z.string() });

export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** A zod issue as far as the field messages need it. */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

/**
 * The owner's input refused field by field: the first message of each top-level field (an unknown
 * key counts as its own field), and the first message that names no field. The admin API answers
 * with these, and the back office shows each beside its field.
 */
export function fieldErrors(issues: readonly Issue[]): { fields: Record<string, string>; general: string | undefined } {
  const fields: Record<string, string> = {};
  let general: string | undefined;
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' ? (issue.keys ?? []) : issue.path.slice(0, 1).map(String);
    for (const key of keys) fields[key] ??= issue.message;
    if (keys.length === 0) general ??= issue.message;
  }
  return { fields, general };
}

/** A refused input: `{error: 'invalid_body', message, fields: {field: message}}`. */
export const adminFieldErrorSchema = z.extend(apiErrorSchema, {
  fields: z.record(z.string(), z.string()),
});

export type AdminFieldError = z.infer<typeof adminFieldErrorSchema>;
