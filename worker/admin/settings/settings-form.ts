import type { AdminShopSettings } from '../../../src/contracts/admin/settings.ts';
import { typedDecimal, typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { readFormAs } from '../ui/read-form.ts';

/** "Configurações" as the owner filled it in (text, so a refused value comes back as typed). */
export interface SettingsFormValues {
  site_in_promotion: boolean;
  nav_promo_label: string;
  page_promo_label: string;
  pix_discount_percent: string;
  low_stock_threshold: string;
}

export const SETTINGS_FIELD_LABELS: Record<keyof SettingsFormValues, string> = {
  site_in_promotion: 'Black Friday ativa',
  nav_promo_label: 'Nome da aba da promoção',
  page_promo_label: 'Título da página da promoção',
  pix_discount_percent: 'Desconto no Pix (%)',
  low_stock_threshold: 'Avisar quando o estoque chegar a (garrafas)',
};

const BLANK_SETTINGS: SettingsFormValues = {
  site_in_promotion: false,
  nav_promo_label: '',
  page_promo_label: '',
  pix_discount_percent: '',
  low_stock_threshold: '',
};

export const readSettingsForm = (form: URLSearchParams): SettingsFormValues => readFormAs(form, BLANK_SETTINGS);

export const settingsFormValues = (settings: AdminShopSettings): SettingsFormValues => ({
  ...settings,
  pix_discount_percent: String(settings.pix_discount_percent).replace('.', ','),
  low_stock_threshold: String(settings.low_stock_threshold),
});

/** The settings as the contract takes them: a percentage as Brazilians write it ("2,5"); anything unreadable is NaN, which it refuses. */
export function settingsPayload(values: SettingsFormValues) {
  return { ...values, pix_discount_percent: typedDecimal(values.pix_discount_percent), low_stock_threshold: typedWholeNumber(values.low_stock_threshold) };
}
