import { z } from 'zod/mini';
import { ADMIN_MESSAGES } from './api.ts';
import { MAX_PIX_DISCOUNT_PERCENT } from '../pix.ts';

/**
 * The owner's shop settings through the admin API (`GET`/`PATCH /admin-api/settings`): the
 * promotion switch and its labels (spec §3 "Promotion", §4 "Promotion flag": the header's
 * promotion tab and /blackfriday exist only while it is on), the Pix discount (docs/decisions.md
 * "Pix price") and the stock at which the owner is told a wine runs low (docs/payments.md).
 */
export const ADMIN_SETTINGS_MESSAGES = {
  siteInPromotion: 'Informe se a promoção está ativa (sim ou não).',
  navPromoLabel: 'Informe o nome da aba da promoção, de 1 a 40 caracteres.',
  pagePromoLabel: 'Informe o título da página da promoção, de 1 a 120 caracteres.',
  pixDiscountPercent: `Informe um desconto no Pix de 0 a ${MAX_PIX_DISCOUNT_PERCENT}%, com até 2 casas decimais (0 desliga o desconto).`,
  lowStockThreshold: 'Informe o estoque baixo em garrafas, um número inteiro de 0 a 1000 (0 desliga o aviso).',
  unknownField: ADMIN_MESSAGES.unknownField,
  emptyEdit: ADMIN_MESSAGES.emptyEdit,
  notAnObject: ADMIN_MESSAGES.notAnObject,
} as const;

const M = ADMIN_SETTINGS_MESSAGES;

const label = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));

const hasCentesimalsOnly = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const shopSettingsEditSchema = z
  .strictObject(
    {
      site_in_promotion: z.optional(z.boolean({ error: M.siteInPromotion })),
      nav_promo_label: z.optional(label(M.navPromoLabel, 40)),
      page_promo_label: z.optional(label(M.pagePromoLabel, 120)),
      pix_discount_percent: z.optional(
        z
          .number({ error: M.pixDiscountPercent })
          .check(
            z.gte(0, { error: M.pixDiscountPercent }),
            z.lte(MAX_PIX_DISCOUNT_PERCENT, { error: M.pixDiscountPercent }),
            z.refine(hasCentesimalsOnly, { error: M.pixDiscountPercent }),
          ),
      ),
      low_stock_threshold: z.optional(
        z
          .number({ error: M.lowStockThreshold })
          .check(z.int({ error: M.lowStockThreshold }), z.gte(0, { error: M.lowStockThreshold }), z.lte(1000, { error: M.lowStockThreshold })),
      ),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject) },
  )
  .check(z.refine((edit) => Object.keys(edit).length > 0, { error: M.emptyEdit }));

export type ShopSettingsEdit = z.infer<typeof shopSettingsEditSchema>;

export const PROMOTION_FIELDS = ['site_in_promotion', 'nav_promo_label', 'page_promo_label'] as const;

export const adminShopSettingsSchema = z.object({
  site_in_promotion: z.boolean(),
  nav_promo_label: z.string(),
  page_promo_label: z.string(),
  pix_discount_percent: z.number(),
  /** The owner is told of each wine an order brings down to this many bottles (0: never). */
  low_stock_threshold: z.number(),
});

export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;
