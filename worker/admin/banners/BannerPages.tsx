import type { AdminMessageBanner, AdminPageBanner, AdminPopupBanner, PageBannerSlot } from '../../../src/contracts/admin/banners.ts';
import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { type Column, ListTable, NewRecordLink } from '../ui/ListTable.tsx';
import { POPUP_CHOICE_NAMES, popupFormValues } from './popup-form.ts';
import {
  MESSAGE_FIELD_LABELS,
  type MessageFormValues,
  PAGE_BANNER_FIELD_LABELS,
  PAGE_BANNER_SLOTS,
  type PageBannerFormValues,
} from './strip-and-page-forms.ts';
import { adminDateTime } from '../ui/dates.ts';

const screenLabel = (screen: string) => POPUP_CHOICE_NAMES.screen?.[screen] ?? screen;

/** The days as the form ticks them (popupFormValues reads English names too), in Portuguese and the week's order. */
function popupDays(popup: AdminPopupBanner): string {
  const days = popupFormValues(popup).daily;
  if (days.length === 0) return 'só no dia da validade';
  return `${days.join(', ')}${popup.weekly ? ', toda semana' : ''}`;
}

function popupSituation(popup: AdminPopupBanner, now: Date): string {
  if (!popup.active) return 'Inativo';
  return new Date(popup.expires_time) <= now ? 'Expirado' : 'Ativo';
}

const popupColumns = (now: Date): Column<AdminPopupBanner>[] => [
  { header: 'Título', cell: (popup) => <a href={ADMIN_PATHS.popup(popup.id)}>{popup.title}</a> },
  { header: 'Tela', cell: (popup) => screenLabel(popup.screen), className: 'wide-only' },
  { header: 'Dias', cell: popupDays },
  { header: 'Válido até', cell: (popup) => adminDateTime(popup.expires_time), className: 'wide-only' },
  { header: 'Situação', cell: (popup) => popupSituation(popup, now) },
];

const MESSAGE_COLUMNS: Column<AdminMessageBanner>[] = [
  { header: 'Ordem', cell: (message) => message.position, className: 'num' },
  { header: 'Mensagem', cell: (message) => <a href={ADMIN_PATHS.message(message.id)}>{message.text}</a> },
  { header: 'Situação', cell: (message) => (message.active ? 'Ativa' : 'Inativa') },
];

/** Each place for a page banner, with the banner it holds if any. */
type PlacedBanner = { slot: PageBannerSlot; banner: AdminPageBanner | undefined };

const PAGE_BANNER_COLUMNS: Column<PlacedBanner>[] = [
  { header: 'Lugar', cell: ({ slot }) => <a href={ADMIN_PATHS.pageBanner(PAGE_BANNER_SLOTS[slot].path)}>{PAGE_BANNER_SLOTS[slot].label}</a> },
  { header: 'Imagem', cell: ({ banner }) => (banner ? banner.alt : '—') },
  { header: 'Situação', cell: ({ banner }) => (banner ? (banner.active ? 'Ativo' : 'Inativo') : 'Sem banner') },
];

interface BannersPageProps {
  storeName: string;
  owner: string;
  popups: readonly AdminPopupBanner[];
  messages: readonly AdminMessageBanner[];
  pageBanners: readonly AdminPageBanner[];
  now: Date;
}

/** "Banners": the popups, the header strip's messages and the two page banners, each opening its form. */
export function BannersPage({ storeName, owner, popups, messages, pageBanners, now }: BannersPageProps) {
  const places = (Object.keys(PAGE_BANNER_SLOTS) as PageBannerSlot[]).map((slot) => ({
    slot,
    banner: pageBanners.find((candidate) => candidate.slot === slot),
  }));
  return (
    <AdminDocument title="Banners" storeName={storeName} owner={owner} section="Banners">
      <h2>Popups</h2>
      <p className="hint">Um por vez, na ordem abaixo, depois da pergunta de idade (18+).</p>
      <NewRecordLink href={ADMIN_PATHS.newPopup} label="Novo popup" />
      <ListTable rows={popups} columns={popupColumns(now)} rowKey={(popup) => popup.id} empty="Nenhum popup cadastrado." />

      <h2>Mensagens da faixa do topo</h2>
      <p className="hint">As mensagens ativas se alternam na faixa acima do cabeçalho da loja; sem nenhuma, a faixa não aparece.</p>
      <NewRecordLink href={ADMIN_PATHS.newMessage} label="Nova mensagem" />
      <ListTable rows={messages} columns={MESSAGE_COLUMNS} rowKey={(message) => message.id} empty="Nenhuma mensagem cadastrada." />

      <h2>Banners das páginas</h2>
      <p className="hint">As imagens ao lado do conteúdo nas telas largas.</p>
      <ListTable rows={places} columns={PAGE_BANNER_COLUMNS} rowKey={(place) => place.slot} />
    </AdminDocument>
  );
}

interface BannerFormProps<Values> extends FormPageState {
  values: Values;
  history?: readonly AuditEntry[] | undefined;
}

const BackToBanners = () => <BackLink href={ADMIN_PATHS.banners} label="← Todos os banners" />;

/** "Nova mensagem" or the edit of one (`action` is where the form posts). */
export function MessageFormPage(props: BannerFormProps<MessageFormValues> & { action: string }) {
  const form = bindForm(props, MESSAGE_FIELD_LABELS);
  const { text, tick } = form;
  // only a stored message has a history
  const title = props.history ? 'Mensagem da faixa' : 'Nova mensagem';
  return (
    <FormFrame form={form} title={title} section="Banners" action={props.action} lead={<BackToBanners />} history={props.history}>
      <TextField {...text('text')} required maxLength={200} hint="Até 200 caracteres." />
      <TextField {...text('position')} inputMode="numeric" hint="As menores primeiro. Em branco: por último." />
      <CheckboxField {...tick('active')} />
    </FormFrame>
  );
}

/** One place's page banner: its image, link and description, created or replaced. */
export function PageBannerFormPage(props: BannerFormProps<PageBannerFormValues> & { slot: PageBannerSlot }) {
  const place = PAGE_BANNER_SLOTS[props.slot];
  const form = bindForm(props, PAGE_BANNER_FIELD_LABELS);
  const { text, tick } = form;
  return (
    <FormFrame form={form} title={place.label} section="Banners" action={ADMIN_PATHS.pageBanner(place.path)} lead={<BackToBanners />} history={props.history}>
      <TextField {...text('url_media')} required hint="Um caminho do site (/media/banners/natal.svg) ou um endereço https." />
      <TextField
        {...text('url_action')}
        required
        hint="Para onde a imagem leva: um caminho do site (/home?preco=0-49.99) ou um link https do WhatsApp ou do Instagram."
      />
      <TextField {...text('alt')} required hint="O que a imagem mostra, para quem não a vê." />
      <CheckboxField {...tick('active')} />
    </FormFrame>
  );
}
