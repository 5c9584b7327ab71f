import { type ReactNode, Suspense, use } from 'react';
import type { CompanyFacts } from '../../contracts/company.ts';
import { WITHDRAWAL_PATH } from '../../contracts/payment-paths.ts';
import InstallAppButton from './InstallAppButton.island.tsx';
import { NewsletterForm } from '../promotions/index.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { WhatsAppIcon } from '../../core/ui/icons.tsx';
import * as styles from './Footer.css.ts';
import { whatsappChatUrl } from './whatsapp.ts';

const POLICY_LINKS: readonly FooterLink[] = [
  { href: ROUTES.policies.delivery, label: 'Entrega' },
  { href: ROUTES.policies.returns, label: 'Trocas e devoluções' },
  // CDC art. 49 and Decreto 7.962/2013 art. 5: withdrawal by the same means used to buy, from every page
  { href: WITHDRAWAL_PATH, label: 'Arrependimento de compra' },
  { href: ROUTES.policies.privacy, label: 'Privacidade' },
  { href: ROUTES.policies.campaigns, label: 'Campanhas' },
  { href: ROUTES.policies.contact, label: 'Contato' },
];

const ABOUT_LINKS: readonly FooterLink[] = [
  { href: ROUTES.about, label: 'Quem somos' },
  { href: ROUTES.howToUse, label: 'Como usar' },
];

/** What the checkout takes: Pix, and these cards on the payment provider's page (docs/payments.md); no boleto. */
const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Pix'];

export interface FooterProps {
  storeName: string;
  /** The owner's facts (Configurações › Dados da empresa), streamed in when read. */
  company: Promise<CompanyFacts>;
}

interface FooterLink {
  href: string;
  label: string;
}

/** Another site: opened in a new tab, without handing it this page. */
const NEW_TAB = { rel: 'noopener noreferrer', target: '_blank' } as const;

/** The owner's Instagram, when they have one. */
function InstagramLink({ company }: { company: Promise<CompanyFacts> }) {
  const { instagram } = use(company);
  return instagram ? (
    <li>
      <a href={instagram} {...NEW_TAB}>
        Instagram
      </a>
    </li>
  ) : null;
}

/** Decreto 7.962/2013 art. 2: the business's name, CNPJ and address on every page. */
function CompanyLine({ company }: { company: Promise<CompanyFacts> }) {
  const facts = use(company);
  return (
    <p className={styles.legalText}>
      {facts.legal_name} · CNPJ {facts.cnpj} · {facts.address}
    </p>
  );
}

/** spec §2 Footer: the WhatsApp button; left out when the owner has no WhatsApp number. */
function WhatsAppButton({ storeName, company }: { storeName: string; company: Promise<CompanyFacts> }) {
  const url = whatsappChatUrl(use(company).whatsapp, storeName);
  return url ? (
    <a className={styles.whatsapp} href={url} {...NEW_TAB} aria-label={MESSAGES.whatsappTooltip} data-tooltip={MESSAGES.whatsappTooltip}>
      <WhatsAppIcon size={28} />
    </a>
  ) : null;
}

function FooterColumn({ id, title, links, children }: { id: string; title: string; links: readonly FooterLink[]; children?: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/**
 * spec §2 Footer: about links, policies, payment methods, a social link, the WhatsApp button
 * (tooltip "Entre em contato pelo Whatsapp") and the legal text on the 18+ restriction (spec §1).
 */
export function Footer({ storeName, company }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="newsletter-titulo">
          <NewsletterForm />
        </section>
        <FooterColumn id="rodape-sobre" title={storeName} links={ABOUT_LINKS}>
          <Suspense fallback={null}>
            <InstagramLink company={company} />
          </Suspense>
        </FooterColumn>
        <FooterColumn id="rodape-politicas" title="Políticas" links={POLICY_LINKS} />
        <section aria-labelledby="rodape-pagamento">
          <h2 id="rodape-pagamento" className={styles.heading}>
            Formas de pagamento
          </h2>
          <ul className={styles.payments}>
            {PAYMENT_METHODS.map((method) => (
              <li key={method} className={styles.payment}>
                {method}
              </li>
            ))}
          </ul>
          <p className={styles.note}>Até 6x sem juros no cartão (parcela mínima de R$ 50,00).</p>
        </section>
        <div>
          <InstallAppButton />
        </div>
      </div>
      <div className={styles.legal}>
        <p className={styles.legalText}>{MESSAGES.legalAgeNotice}</p>
        <Suspense fallback={null}>
          <CompanyLine company={company} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <WhatsAppButton storeName={storeName} company={company} />
      </Suspense>
    </footer>
  );
}
