import { type AdminPopupBanner, POPUP_DAY_NAMES } from '../../../src/contracts/admin/banners.ts';
import { typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { type ChoiceNames, choicesOf } from '../ui/choices.ts';
import { readFormAs } from '../ui/read-form.ts';

/** A popup as the owner filled in its form (text, so a refused value is shown back as typed). */
export interface PopupFormValues {
  title: string;
  description: string;
  url_media: string;
  url_action: string;
  screen: string;
  active: boolean;
  weekly: boolean;
  /** Portuguese day names ("seg", "sab"), in the week's order. */
  daily: string[];
  /** São Paulo's wall clock, as a datetime-local field holds it (2026-12-31T23:59). */
  expires_time: string;
  first_access: boolean;
  top: string;
  sort_order: string;
}

export const POPUP_FIELD_LABELS: Record<keyof PopupFormValues | 'position', string> = {
  title: 'Título',
  description: 'Descrição',
  url_media: 'Imagem',
  url_action: 'Link do botão "Saiba mais"',
  screen: 'Tela',
  active: 'Ativo',
  weekly: 'Volta toda semana',
  daily: 'Dias da semana',
  expires_time: 'Válido até',
  first_access: 'Só no primeiro acesso',
  top: 'Distância do topo no computador (px)',
  position: 'Distância do topo no computador (px)',
  sort_order: 'Ordem',
};

const POPUP_SCREEN_NAMES: Readonly<Record<string, string>> = { both: 'Celular e computador', mobile: 'Só celular', desktop: 'Só computador' };

export const POPUP_SCREENS = choicesOf(POPUP_SCREEN_NAMES);

/** The popup's choice fields in the owner's words (its list and its history). */
export const POPUP_CHOICE_NAMES: ChoiceNames = { screen: POPUP_SCREEN_NAMES };

/** The week as the owner reads it, Monday first, with the name the shop's rule compares. */
export const WEEK = [
  { key: POPUP_DAY_NAMES[1][1], label: 'Segunda' },
  { key: POPUP_DAY_NAMES[2][1], label: 'Terça' },
  { key: POPUP_DAY_NAMES[3][1], label: 'Quarta' },
  { key: POPUP_DAY_NAMES[4][1], label: 'Quinta' },
  { key: POPUP_DAY_NAMES[5][1], label: 'Sexta' },
  { key: POPUP_DAY_NAMES[6][1], label: 'Sábado' },
  { key: POPUP_DAY_NAMES[0][1], label: 'Domingo' },
] as const;

export const EMPTY_POPUP: PopupFormValues = {
  title: '',
  description: '',
  url_media: '',
  url_action: '',
  screen: 'both',
  active: true,
  weekly: false,
  daily: [],
  expires_time: '',
  first_access: false,
  top: '0',
  sort_order: '0',
};

/** The days ticked, in the week's order whatever order they came in; names the week has not are dropped. */
const inWeekOrder = (days: readonly string[]) => WEEK.map((day) => day.key).filter((key) => days.includes(key));

export function readPopupForm(form: URLSearchParams): PopupFormValues {
  const values = readFormAs(form, EMPTY_POPUP);
  return { ...values, daily: inWeekOrder(values.daily) };
}

const SAO_PAULO_OFFSET = '-03:00';

/**
 * "Válido até" as a datetime-local field gives it (São Paulo's wall clock, DECISIONS "Popups"),
 * with the offset the shop reads it by; the contract refuses anything else with its own message.
 */
function expiryInstant(local: string): string {
  const value = local.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${value}:00${SAO_PAULO_OFFSET}`;
}

/** The stored expiry back in the field's form, on São Paulo's clock. */
function expiryField(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 16);
}

/** The popup as the contract takes it (`popupBannerCreateSchema` judges it). */
export function popupPayload(values: PopupFormValues) {
  return {
    screen: values.screen,
    title: values.title,
    description: values.description,
    url_media: values.url_media,
    url_action: values.url_action,
    active: values.active,
    weekly: values.weekly,
    daily: values.daily.join(','),
    expires_time: expiryInstant(values.expires_time),
    first_access: values.first_access,
    position: { desktop: { top: typedWholeNumber(values.top) } },
    sort_order: typedWholeNumber(values.sort_order),
  };
}

/** A stored popup in its form; English day names (a hand-edited row) are shown ticked too. */
export function popupFormValues(popup: AdminPopupBanner): PopupFormValues {
  const days = popup.daily.split(',').flatMap((name) => POPUP_DAY_NAMES.find((pair) => pair.includes(name.trim().toLowerCase() as never)) ?? []);
  return {
    title: popup.title,
    description: popup.description,
    url_media: popup.url_media,
    url_action: popup.url_action,
    screen: popup.screen,
    active: popup.active,
    weekly: popup.weekly,
    daily: inWeekOrder(days),
    expires_time: expiryField(popup.expires_time),
    first_access: popup.first_access,
    top: String(popup.position.desktop.top),
    sort_order: String(popup.sort_order),
  };
}
