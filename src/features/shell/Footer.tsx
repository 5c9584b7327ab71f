import { COMPANY } from '../../core/company.ts';
import InstallAppButton from './InstallAppButton.island.tsx';
import { NewsletterForm } from '../promotions/index.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { WhatsAppIcon } from '../../core/ui/icons.tsx';
import * as styles from './Footer.css.ts';

const POLICY_LINKS = [
  { href: ROUTES.policies.delivery, label: 'Entrega' },
  { href: ROUTES.policies.returns, label: 'Trocas e devoluções' },
  { href: ROUTES.policies.privacy, label: 'Privacidade' },
  { href: ROUTES.policies.campaigns, label: 'Campanhas' },
  { href: ROUTES.policies.contact, label: 'Contato' },
];

const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Pix', 'Boleto'];

export interface FooterProps {
  storeName: string;
  /** Absent when no WhatsApp number is configured: the button is left out. */
  whatsappUrl: string | null;
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
        <nav aria-labelledby="rodape-sobre">
          <h2 id="rodape-sobre" className={styles.heading}>
            {storeName}
          </h2>
          <ul className={styles.links}>
            <li>
              <a href={ROUTES.about}>Quem somos</a>
            </li>
            <li>
              <a href={ROUTES.howToUse}>Como usar</a>
            </li>
            <li>
              <a href={COMPANY.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="rodape-politicas">
          <h2 id="rodape-politicas" className={styles.heading}>
            Políticas
          </h2>
          <ul className={styles.links}>
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
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
