import type { DevMail } from '../../contracts/dev-mail.ts';
import { ContentPage } from './ContentPage.tsx';
import * as styles from './DevMailPage.css.ts';

/**
 * /dev/mail (local runs only): the mail the backend would have sent, newest first, so a developer
 * or a test can follow a password reset link without a mail server. Absent in production.
 */
export function DevMailPage({ mails }: { mails: readonly DevMail[] }) {
  return (
    <ContentPage
      title="Caixa de saída (desenvolvimento)"
      lead="E-mails que a loja enviaria, do mais recente ao mais antigo. Esta página não existe em produção."
    >
      {mails.length === 0 ? <p>Nenhum e-mail por enquanto.</p> : null}
      <ol className={styles.list}>
        {mails.map((mail) => (
          <li key={mail.id} className={styles.mail} data-mail-to={mail.to}>
            <h2 className={styles.subject}>{mail.subject}</h2>
            <p className={styles.meta}>{`Para ${mail.to} · ${mail.createdAt}`}</p>
            <pre className={styles.body}>{mail.text}</pre>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
