import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { ErrorView } from '../../src/features/shell/ErrorView.tsx';
import { whatsappChatUrl } from '../../src/features/shell/whatsapp.ts';
import { documentTitle, REDIRECT_URL_PARAM, ROUTE_PREFIXES, ROUTES } from '../../src/core/routes.ts';
import { parseRedirectTarget } from '../session/redirect-target.ts';
import type { AppEnv } from '../env.ts';
import { elementMarkdown } from '../markdown/element-markdown.ts';
import { markdownResponse, offersMarkdown, varyOnAccept } from '../markdown/negotiation.ts';
import { adultsOnly } from '../markdown/wine-markdown.ts';
import { pageData } from '../render/page-data.ts';
import { settle } from '../../src/core/rules/settled.ts';
import { categoryPage, partnerPage, productPage, resultsPage } from './catalogue/detail-pages.tsx';
import { allWinesPage, blackFridayPage, dishesPage, occasionsPageAt } from './catalogue/listing-pages.tsx';
import { sommelierPage } from './catalogue/finder-page.tsx';
import { cartPermalinkRoutes } from './cart-permalink.tsx';
import { resetLinkStanding } from './password-reset.ts';
import { seoRoutes } from './seo.ts';

type PageContext = Context<AppEnv>;

interface PageDefinition {
  path: string;
  description: string;
  /** Utility and account pages: nothing for search engines. */
  noindex?: boolean;
  /** A text page (policies, the shop): also in markdown for an assistant that asks for it. */
  markdown?: true;
  /** Loads the page's module on first use: each page is its own chunk (spec: routes "loaded on demand"). */
  element: (c: PageContext) => Promise<ReactElement> | ReactElement;
}

const STATIC_PAGES: PageDefinition[] = [
  {
    path: ROUTES.policies.delivery,
    markdown: true,
    description: 'Prazos, regiões, frete grátis e retirada.',
    element: async (c) => {
      const { DeliveryPolicyPage } = await import('../../src/features/info/DeliveryPolicyPage.tsx');
      const [company, settings] = await Promise.all([pageData(c).company(), pageData(c).catalogue.shopSettings()]);
      return <DeliveryPolicyPage company={company} settings={settings} />;
    },
  },
  {
    path: ROUTES.policies.returns,
    markdown: true,
    description: 'Direito de arrependimento em 7 dias e trocas de produtos com defeito.',
    element: async (c) => {
      const { ReturnsPolicyPage } = await import('../../src/features/info/ReturnsPolicyPage.tsx');
      return <ReturnsPolicyPage company={await pageData(c).company()} />;
    },
  },
  {
    path: ROUTES.policies.privacy,
    markdown: true,
    description: 'Como tratamos seus dados pessoais, de acordo com a LGPD.',
    element: async (c) => {
      const { PrivacyPolicyPage } = await import('../../src/features/info/PrivacyPolicyPage.tsx');
      return <PrivacyPolicyPage storeName={c.env.STORE_NAME} company={await pageData(c).company()} />;
    },
  },
  {
    path: ROUTES.policies.contact,
    markdown: true,
    description: 'Fale conosco por e-mail, telefone ou WhatsApp.',
    element: async (c) => {
      const { ContactPage } = await import('../../src/features/info/ContactPage.tsx');
      const company = await pageData(c).company();
      return <ContactPage company={company} whatsappUrl={whatsappChatUrl(company.whatsapp, c.env.STORE_NAME)} />;
    },
  },
  {
    path: ROUTES.policies.campaigns,
    description: 'Regras das campanhas e cupons da loja.',
    // the owner's campaigns (back office "Campanhas"), streamed: without them the rules still show
    element: async (c) => {
      const { catalogue, logFailure } = pageData(c);
      const campaigns = settle(catalogue.campaigns(), logFailure('campaigns'));
      const { CampaignsPage } = await import('../../src/features/info/CampaignsPage.tsx');
      return <CampaignsPage campaigns={campaigns} />;
    },
  },
  {
    path: ROUTES.about,
    description: 'Conheça a loja e o nosso sommelier virtual.',
    element: async (c) => {
      const { AboutPage } = await import('../../src/features/info/AboutPage.tsx');
      return <AboutPage storeName={c.env.STORE_NAME} />;
    },
  },
  {
    path: ROUTES.howToUse,
    description: 'Como escolher, comprar e receber seus vinhos.',
    element: async () => {
      const { HowToUsePage } = await import('../../src/features/info/HowToUsePage.tsx');
      return <HowToUsePage />;
    },
  },
  {
    path: ROUTES.campaignLanding,
    description: 'Seleção Viva la Vida com desconto exclusivo.',
    element: async () => {
      const { CampaignLandingPage } = await import('../../src/features/info/CampaignLandingPage.tsx');
      return <CampaignLandingPage />;
    },
  },
  {
    path: ROUTES.cleanStorage,
    description: 'Limpe os dados da loja guardados neste navegador.',
    noindex: true,
    element: async () => {
      const { CleanStoragePage } = await import('../../src/features/info/CleanStoragePage.tsx');
      return <CleanStoragePage />;
    },
  },
  {
    path: ROUTES.updatePage,
    description: 'Uma nova versão da loja está sendo instalada.',
    noindex: true,
    element: async () => {
      const { UpdatePage } = await import('../../src/features/info/UpdatePage.tsx');
      return <UpdatePage />;
    },
  },
  {
    path: ROUTES.login,
    description: 'Entre na sua conta.',
    noindex: true,
    element: async (c) => {
      const { LoginPage } = await import('../../src/features/account/pages/account-pages.tsx');
      // "Cadastre-se" keeps where this login was to lead (a checkout), when the edge would follow it
      const target = c.req.query(REDIRECT_URL_PARAM);
      return <LoginPage redirectUrl={parseRedirectTarget(target, c.env, new URL(c.req.url).origin) ? target : undefined} />;
    },
  },
  accountPage(ROUTES.passwordRecovery, 'PasswordRecoveryPage', 'Recupere a senha da sua conta.'),
  {
    path: ROUTES.passwordReset,
    description: 'Crie uma nova senha para a sua conta.',
    noindex: true,
    element: async (c) => {
      const { PasswordResetPage } = await import('../../src/features/account/pages/account-pages.tsx');
      return <PasswordResetPage link={resetLinkStanding(c)} />;
    },
  },
  accountPage(ROUTES.register, 'RegisterPage', 'Crie sua conta na loja.'),
  accountPage(ROUTES.registerPartial, 'RegisterPartialPage', 'Complete o cadastro da sua conta.'),
  accountPage(ROUTES.favorites, 'FavoritesPage', 'Seus vinhos favoritos.'),
  {
    path: ROUTES.errorPage,
    description: 'Algo deu errado.',
    noindex: true,
    // spec §2 Error page: only the status code comes from the query; messages never do (no text injection).
    element: (c) => <ErrorView statusCode={errorStatusFromQuery(c.req.query('statusCode'))} />,
  },
];

// the account pages that take no props (the reset page takes whether its link was opened)
type AccountPageName = Exclude<keyof typeof import('../../src/features/account/pages/account-pages.tsx'), 'PasswordResetPage' | 'LoginPage'>;

function accountPage(path: string, name: AccountPageName, description: string): PageDefinition {
  return {
    path,
    description,
    noindex: true,
    element: async () => {
      const pages = await import('../../src/features/account/pages/account-pages.tsx');
      const Page = pages[name];
      return <Page />;
    },
  };
}

/** A status code from the query, when it is an HTTP error code; 500 otherwise. */
export function errorStatusFromQuery(raw: string | undefined): number {
  const code = Number(raw);
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
}

/** A fixed page's handler: the page rendered, or in markdown when asked and it has a text version. */
const staticPage = (page: PageDefinition) => async (c: PageContext) => {
  if (page.markdown && offersMarkdown(c)) {
    const origin = new URL(c.req.url).origin;
    return markdownResponse(c, `${elementMarkdown(await page.element(c), origin)}\n${adultsOnly(origin)}\n`);
  }
  return c.render(await page.element(c), {
    title: documentTitle(c.env.STORE_NAME, page.path),
    description: page.description,
    ...(page.noindex ? { seo: { noindex: true } } : {}),
  });
};

/**
 * The shop's pages (spec §2 Routes), each streamed through the page renderer: the fixed pages,
 * then the catalogue (listings, product, results, partners), a cart link (/comprar/…) and, last,
 * /{category}.
 */
export const pageRoutes = new Hono<AppEnv>();
// Pages answer in markdown when asked (worker/markdown/): a cache must keep the two apart.
pageRoutes.use(async (c, next) => {
  await next();
  varyOnAccept(c.res.headers);
});
for (const page of STATIC_PAGES) pageRoutes.get(page.path, staticPage(page));
pageRoutes
  .route('/', seoRoutes)
  .get(ROUTES.occasions, occasionsPageAt(ROUTES.occasions))
  .get(ROUTES.desktopHome, occasionsPageAt(ROUTES.desktopHome))
  .get(ROUTES.mobileHome, occasionsPageAt(ROUTES.mobileHome))
  .get(ROUTES.dishes, dishesPage)
  .get(ROUTES.allWines, allWinesPage)
  .get(ROUTES.blackFriday, blackFridayPage)
  .get(ROUTES.sommelier, sommelierPage)
  .get(`${ROUTE_PREFIXES.product}/:slug`, productPage)
  .get(`${ROUTE_PREFIXES.results}/:term`, resultsPage)
  .get(`${ROUTE_PREFIXES.partners}/:brand`, partnerPage)
  .route('/', cartPermalinkRoutes)
  .get('/:category', categoryPage);
