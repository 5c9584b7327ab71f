import { COMPANY } from '../../core/company.ts';
import InstallAppButton from './InstallAppButton.island.tsx';
import { NewsletterForm } from '../promotions/index.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { WhatsAppIcon } from '../../core/ui/icons.tsx';
import * as styles from './Footer.css.ts';

const POLICY_LINKS: readonly FooterLink[] = [
  { href: ROUTES.policies.delivery, label: 'Entrega' },
  { href: ROUTES.policies.returns, label: 'Trocas e devoluções' },
  { href: ROUTES.policies.privacy, label: 'Privacidade' },
  { href: ROUTES.policies.campaigns, label: 'Campanhas' },
  { href: ROUTES.policies.contact, label: 'Contato' },
];

const ABOUT_LINKS: readonly FooterLink[] = [
  { href: ROUTES.about, label: 'Quem somos' },
  { href: ROUTES.howToUse, label: 'Como usar' },
  { href: COMPANY.instagram, label: 'Instagram', external: true },
];

const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Pix', 'Boleto'];

export interface FooterProps {
  storeName: string;
  /** Absent when no WhatsApp number is configured: the button is left out. */
  whatsappUrl: string | null;
}

interface FooterLink {
  href: string;
  label: string;
  /** Another site: opened in a new tab, without handing it this page. */
  external?: boolean;
}

function FooterColumn({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} {...(link.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * spec §2 Footer: about links, policies, payment methods, a social link, the WhatsApp button
 * (tooltip "Entre em contato pelo Whatsapp") and the legal text on the 18+ restriction (spec §1).
 */
export function Footer({ storeName, whatsappUrl }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="newsletter-titulo">
          <NewsletterForm />
        </section>
        <FooterColumn id="rodape-sobre" title={storeName} links={ABOUT_LINKS} />
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
        <p className={styles.legalText}>
          {COMPANY.legalName} · CNPJ {COMPANY.cnpj} · {COMPANY.address}
        </p>
      </div>
      {whatsappUrl ? (
        <a
          className={styles.whatsapp}
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={MESSAGES.whatsappTooltip}
          data-tooltip={MESSAGES.whatsappTooltip}
        >
          <WhatsAppIcon size={28} />
        </a>
      ) : null}
    </footer>
  );
}
