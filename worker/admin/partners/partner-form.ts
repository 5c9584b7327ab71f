import type { AdminPartner } from '../../../src/contracts/admin/partners.ts';
import { readFormAs } from '../ui/read-form.ts';

/** The partner form as the owner filled it in (text, so a refused value is shown back as typed). */
export interface PartnerFormValues {
  name: string;
  brand: string;
  description: string;
  banner_url: string;
  active: boolean;
  /** One SKU per line. */
  wine_skus: string;
}

export const PARTNER_FIELD_LABELS: Record<keyof PartnerFormValues, string> = {
  name: 'Endereço da página',
  brand: 'Marca',
  description: 'Descrição',
  banner_url: 'Imagem do banner (endereço)',
  active: 'Ativo',
  wine_skus: 'Vinhos da seleção (SKUs)',
};

export const EMPTY_PARTNER: PartnerFormValues = { name: '', brand: '', description: '', banner_url: '', active: true, wine_skus: '' };

export function partnerFormValues(partner: AdminPartner): PartnerFormValues {
  return { ...partner, wine_skus: partner.wines.map((wine) => wine.sku).join('\n') };
}

export const readPartnerForm = (form: URLSearchParams): PartnerFormValues => readFormAs(form, EMPTY_PARTNER);

/** The fields as the admin API takes them: SKUs one per line (blank lines and spaces ignored). */
export function partnerPayload(values: PartnerFormValues) {
  const { name: _name, wine_skus, ...page } = values;
  return {
    ...page,
    wine_skus: wine_skus
      .split(/\r?\n/)
      .map((sku) => sku.trim())
      .filter((sku) => sku !== ''),
  };
}
