import { Suspense, use } from 'react';
import type { CampaignsResponse } from '../../contracts/banners.ts';
import { ROUTES } from '../../core/routes.ts';
import type { Settled } from '../../core/rules/settled.ts';
import { saoPauloDate } from '../../core/rules/sao-paulo-time.ts';
import { safeNavigationTarget } from '../../core/safe-navigation.ts';
import { visuallyHidden } from '../../core/styles/a11y.css.ts';
import { SectionUnavailable } from '../catalogue/index.ts';
import { ContentPage } from './ContentPage.tsx';

type Campaign = CampaignsResponse['campaigns'][number];

const NO_CAMPAIGN = 'Nenhuma campanha no momento.';

/** The body's paragraphs: the owner separates them with a blank line (src/contracts/admin/campaigns.ts). */
const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The campaign's last day in São Paulo (DECISIONS "Popups"), as Brazilians write it; null without a readable end. */
function lastDayOf(endsAt: string | null): string | null {
  const instant = endsAt ? new Date(endsAt) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  const [year, month, day] = saoPauloDate(instant).split('-');
  return `${day}/${month}/${year}`;
}

/** Another site (a listed partner host): opened in a new tab, without handing it this page. */
const NEW_TAB = { rel: 'noopener noreferrer', target: '_blank' } as const;

function CampaignSection({ campaign }: { campaign: Campaign }) {
  const headingId = `campanha-${campaign.slug}`;
  const lastDay = lastDayOf(campaign.ends_at);
  // spec §8: a link from data goes only to this site or a listed host, never javascript: or the like
  const link = campaign.url_action ? safeNavigationTarget(campaign.url_action, null) : null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{campaign.title}</h2>
      {paragraphsOf(campaign.body).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {campaign.coupon ? (
        <p>
          Cupom <strong>{campaign.coupon}</strong>
        </p>
      ) : null}
      {lastDay ? <p>Válida até {lastDay}</p> : null}
      {link ? (
        <p>
          <a href={link.href} {...(link.external ? NEW_TAB : {})}>
            Saiba mais<span className={visuallyHidden}> sobre {campaign.title}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The running campaigns in the backend's order, streamed in; a failed read says so and keeps the page. */
function RunningCampaigns({ campaigns }: { campaigns: Promise<Settled<CampaignsResponse>> }) {
  const result = use(campaigns);
  if (!result.ok) return <SectionUnavailable retryHref={ROUTES.policies.campaigns} />;
  if (result.data.campaigns.length === 0) return <p>{NO_CAMPAIGN}</p>;
  return result.data.campaigns.map((campaign) => <CampaignSection key={campaign.slug} campaign={campaign} />);
}

/** /politica/campanhas: the campaigns the owner runs (Campanhas in the back office) and the coupon rules, in the promotion layout (spec §2). */
export function CampaignsPage({ campaigns }: { campaigns: Promise<Settled<CampaignsResponse>> }) {
  return (
    <ContentPage layout="promotion" title="Campanhas e cupons" lead="Regras das nossas promoções, para você aproveitar sem surpresas.">
      <Suspense fallback={null}>
        <RunningCampaigns campaigns={campaigns} />
      </Suspense>
      <h2>Como usar um cupom</h2>
      <ol>
        <li>Adicione os vinhos ao carrinho.</li>
        <li>Digite o código no campo de cupom do carrinho, ou siga um link de campanha que já traga o cupom.</li>
        <li>O desconto aparece no total antes de você finalizar a compra.</li>
      </ol>
      <h2>Regras gerais</h2>
      <ul>
        <li>Um cupom por pedido; cupons não são cumulativos entre si.</li>
        <li>O valor mínimo considera apenas os produtos, antes do frete.</li>
        <li>Promoções valem enquanto durarem os estoques ou até o fim da campanha.</li>
        <li>
          Na <a href={ROUTES.blackFriday}>Black Friday</a>, os preços promocionais já aparecem nos produtos.
        </li>
      </ul>
    </ContentPage>
  );
}
