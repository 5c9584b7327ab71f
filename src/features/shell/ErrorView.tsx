import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import * as styles from './ErrorView.css.ts';

export interface ErrorViewProps {
  statusCode?: number;
  message?: string;
  description?: string;
  /** Where "Tentar novamente" leads (the page that failed): server errors only. */
  retryHref?: string;
}

/**
 * spec §2 Error page: status code, message and description. 404 is the "Page Not Found" variant;
 * anything else defaults to 500 "Internal Server Error" unless a message exists. A server error
 * offers "Tentar novamente" (the same page again) beside the way home.
 */
export function ErrorView({ statusCode = 500, message, description, retryHref }: ErrorViewProps) {
  const notFound = statusCode === 404;
  const title = notFound ? MESSAGES.notFoundTitle : MESSAGES.serverErrorTitle;
  return (
    <section className={styles.section} aria-labelledby="erro-titulo">
      {/* The big status code is the first line of the heading, not a paragraph styled as one (WCAG 1.3.1). */}
      <h1 id="erro-titulo" className={styles.title}>
        <span className={styles.code}>{statusCode}</span> {title}
      </h1>
      <p className={styles.message}>{message ?? title}</p>
      <p>{description ?? (notFound ? MESSAGES.notFoundDescription : MESSAGES.serverErrorDescription)}</p>
      <p className={styles.actions}>
        {retryHref && statusCode >= 500 ? (
          <a className={styles.retry} href={retryHref}>
            {MESSAGES.tryAgain}
          </a>
        ) : null}
        <a href={ROUTES.home}>{MESSAGES.backToHome}</a>
      </p>
    </section>
  );
}
