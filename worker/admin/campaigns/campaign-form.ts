import type { AdminCampaign } from '../../../src/contracts/admin/campaigns.ts';
import { saoPauloDate } from '../../../src/core/rules/sao-paulo-time.ts';
import { readFormAs } from '../ui/read-form.ts';

/** The campaign form as the owner filled it in (text, so a refused value is shown back as typed). */
export interface CampaignFormValues {
  slug: string;
  title: string;
  /** Paragraphs separated by a blank line. */
  body: string;
  coupon: string;
  partner_name: string;
  url_media: string;
  url_action: string;
  /** The last day, AAAA-MM-DD; blank for no end. */
  ends_at: string;
  active: boolean;
}

export const CAMPAIGN_FIELD_LABELS: Record<keyof CampaignFormValues, string> = {
  slug: 'Identificador',
  title: 'Título',
  body: 'Texto',
  coupon: 'Cupom',
  partner_name: 'Parceiro',
  url_media: 'Imagem (endereço)',
  url_action: 'Link da campanha',
  ends_at: 'Último dia',
  active: 'Ativa',
};

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  slug: '',
  title: '',
  body: '',
  coupon: '',
  partner_name: '',
  url_media: '',
  url_action: '',
  ends_at: '',
  active: true,
};

/**
 * The stored end is an instant (the last second of the day in São Paulo): the form shows that day.
 * A text that is no instant (a row edited by hand) is shown as stored, for the owner to correct.
 */
export function lastDayOf(endsAt: string | null): string {
  if (!endsAt) return '';
  const instant = new Date(endsAt);
  return Number.isNaN(instant.getTime()) ? endsAt : saoPauloDate(instant);
}

export function campaignFormValues(campaign: AdminCampaign): CampaignFormValues {
  return { ...campaign, coupon: campaign.coupon ?? '', partner_name: campaign.partner_name ?? '', ends_at: lastDayOf(campaign.ends_at) };
}

export const readCampaignForm = (form: URLSearchParams): CampaignFormValues => readFormAs(form, EMPTY_CAMPAIGN);

/** The fields as the admin API takes them (the contract reads a blank coupon, partner or end as none). */
export function campaignPayload(values: CampaignFormValues) {
  const { slug: _slug, ...fields } = values;
  return fields;
}
