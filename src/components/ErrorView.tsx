import { MESSAGES } from '../messages/pt-BR.ts';
import { ROUTES } from '../routes.ts';
import * as styles from './ErrorView.css.ts';

export interface ErrorViewProps {
  statusCode?: number;
  message?: string;
  description?: string;
}

/**
 * spec §2 Error page: status code, message and description. 404 is the "Page Not Found" variant;
 * anything else defaults to 500 "Internal Server Error" unless a message exists.
 */
export function ErrorView({ statusCode = 500, message, description }: ErrorViewProps) {
  const notFound = statusCode === 404;
  const title = notFound ? MESSAGES.notFoundTitle : MESSAGES.serverErrorTitle;
  return (
    <section className={styles.section} aria-labelledby="erro-titulo">
      <p className={styles.code}>{statusCode}</p>
      <h1 id="erro-titulo" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message ?? title}</p>
      <p>{description ?? (notFound ? MESSAGES.notFoundDescription : MESSAGES.serverErrorDescription)}</p>
      <a href={ROUTES.home}>{MESSAGES.backToHome}</a>
    </section>
  );
}
