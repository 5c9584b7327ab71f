import { MESSAGES } from '../messages/pt-BR.ts';
import { ROUTES } from '../routes.ts';
import * as styles from './Footer.css.ts';

const POLICY_LINKS = [
  { href: ROUTES.policies.delivery, label: 'Entrega' },
  { href: ROUTES.policies.returns, label: 'Trocas e devoluções' },
  { href: ROUTES.policies.privacy, label: 'Privacidade' },
  { href: ROUTES.policies.campaigns, label: 'Campanhas' },
  { href: ROUTES.policies.contact, label: 'Contato' },
];

/** spec §2 Footer: about links, policies and the legal text on the 18+ restriction (spec §1). */
export function Footer({ storeName }: { storeName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
      </div>
      <p className={styles.legal}>{MESSAGES.legalAgeNotice}</p>
    </footer>
  );
}
