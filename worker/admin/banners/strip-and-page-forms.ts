import type { AdminMessageBanner, AdminPageBanner, PageBannerSlot } from '../../../src/contracts/admin/banners.ts';
import { typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { readFormAs } from '../ui/read-form.ts';

/** A header strip message as the owner typed it. */
export interface MessageFormValues {
  text: string;
  position: string;
  active: boolean;
}

export const MESSAGE_FIELD_LABELS: Record<keyof MessageFormValues, string> = {
  text: 'Mensagem',
  position: 'Ordem',
  active: 'Ativa',
};

export const EMPTY_MESSAGE: MessageFormValues = { text: '', position: '', active: true };

export const readMessageForm = (form: URLSearchParams): MessageFormValues => readFormAs(form, EMPTY_MESSAGE);

export const messageFormValues = (message: AdminMessageBanner): MessageFormValues => ({
  text: message.text,
  position: String(message.position),
  active: message.active,
});

/** The message as the contract takes it; a blank order puts a new message last. */
export function messagePayload(values: MessageFormValues) {
  const position = values.position.trim();
  return {
    text: values.text,
    ...(position === '' ? {} : { position: typedWholeNumber(position) }),
    active: values.active,
  };
}

/** A page banner (spec §2 "Banner-left and banner-right images") as the owner typed it. */
export interface PageBannerFormValues {
  url_media: string;
  url_action: string;
  alt: string;
  active: boolean;
}

export const PAGE_BANNER_FIELD_LABELS: Record<keyof PageBannerFormValues, string> = {
  url_media: 'Imagem',
  url_action: 'Link',
  alt: 'Descrição da imagem',
  active: 'Ativo',
};

/** The two places in the owner's words, and in the address of their form. */
export const PAGE_BANNER_SLOTS: Record<PageBannerSlot, { label: string; path: string }> = {
  left: { label: 'Banner da esquerda', path: 'esquerda' },
  right: { label: 'Banner da direita', path: 'direita' },
};

export const slotOfPath = (path: string): PageBannerSlot | undefined =>
  (Object.keys(PAGE_BANNER_SLOTS) as PageBannerSlot[]).find((slot) => PAGE_BANNER_SLOTS[slot].path === path);

export const EMPTY_PAGE_BANNER: PageBannerFormValues = { url_media: '', url_action: '', alt: '', active: true };

export const readPageBannerForm = (form: URLSearchParams): PageBannerFormValues => readFormAs(form, EMPTY_PAGE_BANNER);

export const pageBannerFormValues = ({ url_media, url_action, alt, active }: AdminPageBanner): PageBannerFormValues => ({ url_media, url_action, alt, active });
