import type { AdminMessageBanner, AdminPageBanner, AdminPopupBanner, PageBannerSlot } from '../../../src/contracts/admin/banners.ts';
import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextField } from '../ui/fields.tsx';
import { POPUP_SCREENS } from './popup-form.ts';
import {
  MESSAGE_FIELD_LABELS,
  type MessageFormValues,
  PAGE_BANNER_FIELD_LABELS,
  PAGE_BANNER_SLOTS,
  type PageBannerFormValues,
} from './strip-and-page-forms.ts';

const WHEN = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

const screenLabel = (screen: string) => POPUP_SCREENS.find((option) => option.value === screen)?.label ?? screen;

function popupDays(popup: AdminPopupBanner): string {
  if (popup.daily === '') return 'só no dia da validade';
  return `${popup.daily.split(',').join(', ')}${popup.weekly ? ', toda semana' : ''}`;
}

function popupSituation(popup: AdminPopupBanner, now: Date): string {
  if (!popup.active) return 'Inativo';
  return new Date(popup.expires_time) <= now ? 'Expirado' : 'Ativo';
}

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
  return (
    <AdminDocument title="Banners" storeName={storeName} owner={owner} section="Banners">
      <h2>Popups</h2>
      <p className="hint">Um por vez, na ordem abaixo, depois da pergunta de idade (18+).</p>
      <p>
        <a className="button" href={ADMIN_PATHS.newPopup}>
          Novo popup
        </a>
      </p>
      {popups.length === 0 ? (
        <p>Nenhum popup cadastrado.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col" className="wide-only">
                Tela
              </th>
              <th scope="col">Dias</th>
              <th scope="col" className="wide-only">
                Válido até
              </th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {popups.map((popup) => (
              <tr key={popup.id}>
                <td>
                  <a href={ADMIN_PATHS.popup(popup.id)}>{popup.title}</a>
                </td>
                <td className="wide-only">{screenLabel(popup.screen)}</td>
                <td>{popupDays(popup)}</td>
                <td className="wide-only">{WHEN.format(new Date(popup.expires_time))}</td>
                <td>{popupSituation(popup, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Mensagens da faixa do topo</h2>
      <p className="hint">As mensagens ativas se alternam na faixa acima do cabeçalho da loja; sem nenhuma, a faixa não aparece.</p>
      <p>
        <a className="button" href={ADMIN_PATHS.newMessage}>
          Nova mensagem
        </a>
      </p>
      {messages.length === 0 ? (
        <p>Nenhuma mensagem cadastrada.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col" className="num">
                Ordem
              </th>
              <th scope="col">Mensagem</th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td className="num">{message.position}</td>
                <td>
                  <a href={ADMIN_PATHS.message(message.id)}>{message.text}</a>
                </td>
                <td>{message.active ? 'Ativa' : 'Inativa'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Banners das páginas</h2>
      <p className="hint">As imagens ao lado do conteúdo nas telas largas.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Lugar</th>
            <th scope="col">Imagem</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(PAGE_BANNER_SLOTS) as PageBannerSlot[]).map((slot) => {
            const banner = pageBanners.find((candidate) => candidate.slot === slot);
            return (
              <tr key={slot}>
                <td>
                  <a href={ADMIN_PATHS.pageBanner(PAGE_BANNER_SLOTS[slot].path)}>{PAGE_BANNER_SLOTS[slot].label}</a>
                </td>
                <td>{banner ? banner.alt : '—'}</td>
                <td>{banner ? (banner.active ? 'Ativo' : 'Inativo') : 'Sem banner'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </AdminDocument>
  );
}

interface FormState<Values> {
  storeName: string;
  owner: string;
  values: Values;
  history?: readonly AuditEntry[] | undefined;
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

const BackToBanners = () => (
  <p>
    <a href={ADMIN_PATHS.banners}>← Todos os banners</a>
  </p>
);

/** "Nova mensagem" or the edit of one (`action` is where the form posts). */
export function MessageFormPage({ storeName, owner, values, history, saved, message, errors = {}, action }: FormState<MessageFormValues> & { action: string }) {
  return (
    <AdminDocument title={history ? 'Mensagem da faixa' : 'Nova mensagem'} storeName={storeName} owner={owner} section="Banners">
      <BackToBanners />
      <FormNotice saved={saved} message={message} errors={errors} labels={MESSAGE_FIELD_LABELS} />
      <form className="card" method="post" action={action} noValidate>
        <TextField label={MESSAGE_FIELD_LABELS.text} name="text" value={values.text} error={errors.text} required maxLength={200} hint="Até 200 caracteres." />
        <TextField
          label={MESSAGE_FIELD_LABELS.position}
          name="position"
          value={values.position}
          error={errors.position}
          inputMode="numeric"
          hint="As menores primeiro. Em branco: por último."
        />
        <CheckboxField label={MESSAGE_FIELD_LABELS.active} name="active" checked={values.active} error={errors.active} />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      <RecordHistory entries={history} labels={MESSAGE_FIELD_LABELS} />
    </AdminDocument>
  );
}

/** One place's page banner: its image, link and description, created or replaced. */
export function PageBannerFormPage({
  storeName,
  owner,
  values,
  history,
  saved,
  message,
  errors = {},
  slot,
}: FormState<PageBannerFormValues> & { slot: PageBannerSlot }) {
  return (
    <AdminDocument title={PAGE_BANNER_SLOTS[slot].label} storeName={storeName} owner={owner} section="Banners">
      <BackToBanners />
      <FormNotice saved={saved} message={message} errors={errors} labels={PAGE_BANNER_FIELD_LABELS} />
      <form className="card" method="post" action={ADMIN_PATHS.pageBanner(PAGE_BANNER_SLOTS[slot].path)} noValidate>
        <TextField
          label={PAGE_BANNER_FIELD_LABELS.url_media}
          name="url_media"
          value={values.url_media}
          error={errors.url_media}
          required
          hint="Um caminho do site (/media/banners/natal.svg) ou um endereço https."
        />
        <TextField
          label={PAGE_BANNER_FIELD_LABELS.url_action}
          name="url_action"
          value={values.url_action}
          error={errors.url_action}
          required
          hint="Para onde a imagem leva: um caminho do site (/home?preco=0-49.99) ou um link https do WhatsApp ou do Instagram."
        />
        <TextField
          label={PAGE_BANNER_FIELD_LABELS.alt}
          name="alt"
          value={values.alt}
          error={errors.alt}
          required
          hint="O que a imagem mostra, para quem não a vê."
        />
        <CheckboxField label={PAGE_BANNER_FIELD_LABELS.active} name="active" checked={values.active} error={errors.active} />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      <RecordHistory entries={history} labels={PAGE_BANNER_FIELD_LABELS} />
    </AdminDocument>
  );
}
