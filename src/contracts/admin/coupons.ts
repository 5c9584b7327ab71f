import { z } from 'zod/mini';
import { ADMIN_MESSAGES } from './api.ts';
import { parseSaoPauloExpiry } from './dates.ts';

/**
 * The owner's coupons through the admin API (`src/contracts/admin.ts`): `GET /admin-api/coupons`,
 * `POST /admin-api/coupons`, `PATCH /admin-api/coupons/:code`. The commerce service reads the same
 * rows when a shopper applies a code (backend/src/commerce/coupon-rules.ts): percentage or fixed
 * value, a minimum products subtotal, first purchase only, an expiry, a limit of uses in total.
 * Money in reais; refusals field by field (`adminFieldErrorSchema`), in pt-BR.
 */

const MAX_AMOUNT = 100_000;
const MAX_PERCENT = 100;
const MAX_USAGE_LIMIT = 1_000_000;
const MAX_DESCRIPTION = 200;

/** The pt-BR messages of the owner's coupon input, one per field (and one per rule between fields). */
export const ADMIN_COUPON_MESSAGES = {
  code: 'Informe um código de 3 a 30 letras (sem acento) ou números, sem espaços.',
  codeTaken: 'Já existe um cupom com este código.',
  kind: 'Escolha o tipo do desconto: porcentagem ou valor fixo.',
  value: 'Informe um desconto maior que zero.',
  valueDecimals: 'Informe o desconto com no máximo 2 casas decimais.',
  valueMax: 'Informe um desconto de até R$ 100.000,00.',
  valuePercentMax: 'Um desconto em porcentagem vai até 100%.',
  kindPercentValue: 'Para mudar para porcentagem, informe também um desconto de até 100%.',
  minimumSubtotal: 'Informe um valor mínimo do pedido de R$ 0,00 a R$ 100.000,00.',
  minimumSubtotalDecimals: 'Informe o valor mínimo do pedido com no máximo 2 casas decimais.',
  expiresAt: 'Informe a validade como data (AAAA-MM-DD) ou data e hora (AAAA-MM-DDTHH:MM), ou deixe em branco.',
  /** The back office's form: a new coupon that could never be used. */
  expiresAtPast: 'Esta validade já passou: escolha uma data a partir de hoje, ou deixe em branco.',
  firstPurchaseOnly: 'Informe se o cupom vale só para a primeira compra (sim ou não).',
  usageLimit: 'Informe um limite de usos inteiro de 1 a 1.000.000, ou deixe em branco para não limitar.',
  description: 'Informe uma descrição de até 200 caracteres.',
  active: 'Informe se o cupom está ativo (sim ou não).',
  unknownField: ADMIN_MESSAGES.unknownField,
  emptyEdit: ADMIN_MESSAGES.emptyEdit,
  notAnObject: ADMIN_MESSAGES.notAnObject,
  invalidFields: ADMIN_MESSAGES.invalidFields,
  invalidCode: 'Código de cupom inválido.',
  notFound: 'Cupom não encontrado.',
} as const;

const M = ADMIN_COUPON_MESSAGES;

/** Reais with at most two decimals (centavos), read from a binary float without its noise. */
const hasCentavosOnly = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const objectError = (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject);

/** A code as the shop matches it: trimmed and upper-cased (checkoutAddCoupon does the same), then A–Z and 0–9 only. */
const codeSchema = z.string({ error: M.code }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{3,30}$/, { error: M.code }));

const kindSchema = z.enum(['percentage', 'fixed'], { error: M.kind });

/** Percent (up to 100, checked with the kind) or reais. */
const valueSchema = z
  .number({ error: M.value })
  .check(z.gt(0, { error: M.value }), z.lte(MAX_AMOUNT, { error: M.valueMax }), z.refine(hasCentavosOnly, { error: M.valueDecimals }));

const minimumSubtotalSchema = z
  .number({ error: M.minimumSubtotal })
  .check(
    z.gte(0, { error: M.minimumSubtotal }),
    z.lte(MAX_AMOUNT, { error: M.minimumSubtotal }),
    z.refine(hasCentavosOnly, { error: M.minimumSubtotalDecimals }),
  );

/**
 * Stored as the instant (ISO 8601 UTC), the form coupon-rules.ts compares with the time of the
 * request; null or blank: never expires.
 */
const expiresAtSchema = z.nullable(
  z.pipe(
    z.string({ error: M.expiresAt }).check(
      z.trim(),
      z.refine((text) => text === '' || parseSaoPauloExpiry(text) !== null, { error: M.expiresAt }),
    ),
    z.transform((text) => parseSaoPauloExpiry(text)?.toISOString() ?? null),
  ),
);

const usageLimitSchema = z.nullable(
  z.number({ error: M.usageLimit }).check(z.int({ error: M.usageLimit }), z.gte(1, { error: M.usageLimit }), z.lte(MAX_USAGE_LIMIT, { error: M.usageLimit })),
);

const descriptionSchema = z.string({ error: M.description }).check(z.trim(), z.maxLength(MAX_DESCRIPTION, { error: M.description }));

/** The rule between kind and value: a percentage discount is at most 100%. */
export function valueFitsKind(kind: 'percentage' | 'fixed', value: number): boolean {
  return kind === 'fixed' || value <= MAX_PERCENT;
}

/**
 * `POST /admin-api/coupons`: a new coupon, active from now. `code`, `kind` and `value` are
 * required; `expires_at` null (or absent) never expires; `usage_limit` null (or absent) has no limit.
 */
export const couponCreateSchema = z
  .strictObject(
    {
      code: codeSchema,
      kind: kindSchema,
      value: valueSchema,
      minimum_subtotal: z._default(minimumSubtotalSchema, 0),
      expires_at: z._default(expiresAtSchema, null),
      first_purchase_only: z._default(z.boolean({ error: M.firstPurchaseOnly }), false),
      usage_limit: z._default(usageLimitSchema, null),
      description: z._default(descriptionSchema, ''),
    },
    { error: objectError },
  )
  .check(z.refine((coupon) => valueFitsKind(coupon.kind, coupon.value), { error: M.valuePercentMax, path: ['value'] }));

export type CouponCreate = z.infer<typeof couponCreateSchema>;

/**
 * `PATCH /admin-api/coupons/:code`: the fields the owner changes, each optional, at least one;
 * `active: false` deactivates (the shop then answers the code as unknown), null clears an expiry
 * or a limit. The code itself never changes (carts and orders name it). When the kind or the value
 * is sent alone, the backend checks it against the stored other.
 */
export const couponEditSchema = z
  .strictObject(
    {
      kind: z.optional(kindSchema),
      value: z.optional(valueSchema),
      minimum_subtotal: z.optional(minimumSubtotalSchema),
      expires_at: z.optional(expiresAtSchema),
      first_purchase_only: z.optional(z.boolean({ error: M.firstPurchaseOnly })),
      usage_limit: z.optional(usageLimitSchema),
      description: z.optional(descriptionSchema),
      active: z.optional(z.boolean({ error: M.active })),
    },
    { error: objectError },
  )
  .check(
    z.refine((edit) => Object.keys(edit).length > 0, { error: M.emptyEdit }),
    z.refine((edit) => edit.kind === undefined || edit.value === undefined || valueFitsKind(edit.kind, edit.value), {
      error: M.valuePercentMax,
      path: ['value'],
    }),
  );

export type CouponEdit = z.infer<typeof couponEditSchema>;

/** The fields a coupon edit may change, in the order the audit log records them. */
export const COUPON_EDIT_FIELDS = [
  'kind',
  'value',
  'minimum_subtotal',
  'expires_at',
  'first_purchase_only',
  'usage_limit',
  'description',
  'active',
] as const satisfies readonly (keyof CouponEdit)[];

/** The `:code` of `PATCH /admin-api/coupons/:code`: any stored code (older ones may hold `-` or `_`), upper-cased. */
export const adminCouponCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{1,60}$/));

/** One coupon as the back office shows it; `times_used` counts the paid orders that took its discount. */
export const adminCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  value: z.number(),
  minimum_subtotal: z.number(),
  first_purchase_only: z.boolean(),
  active: z.boolean(),
  /** Advertised by campaigns (read-only here). */
  public: z.boolean(),
  starts_at: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  usage_limit: z.nullable(z.number().check(z.int(), z.positive())),
  times_used: z.number().check(z.int(), z.nonnegative()),
  description: z.string(),
});

export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** `GET /admin-api/coupons`: every coupon, inactive and expired ones too, by code. */
export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });

export type AdminCouponList = z.infer<typeof adminCouponListSchema>;
