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

/** A refused request other than 404 (413 too large, 429 too many…): the shop did nothing wrong. */
const isClientError = (statusCode: number) => statusCode >= 400 && statusCode < 500 && statusCode !== 404;

/**
 * spec §2: 404 is "Page Not Found"; anything else "Internal Server Error" unless a message exists,
 * which a refused request (4xx) always has: its message is the title, never a server error's.
 */
export function errorTitle(statusCode: number, message?: string): string {
  if (statusCode === 404) return MESSAGES.notFoundTitle;
  return isClientError(statusCode) && message ? message : MESSAGES.serverErrorTitle;
}

/**
 * spec §2 Error page: status code, message and description (errorTitle). A server error offers
 * "Tentar novamente" (the same page again) beside the way home.
 */
export function ErrorView({ statusCode = 500, message, description, retryHref }: ErrorViewProps) {
  const notFound = statusCode === 404;
  const title = errorTitle(statusCode, message);
  const fallbackDescription = notFound
    ? MESSAGES.notFoundDescription
    : isClientError(statusCode)
      ? MESSAGES.clientErrorDescription
      : MESSAGES.serverErrorDescription;
  return (
    <section className={styles.section} aria-labelledby="erro-titulo">
      {/* The big status code is the first line of the heading, not a paragraph styled as one (WCAG 1.3.1). */}
      <h1 id="erro-titulo" className={styles.title}>
        <span className={styles.code}>{statusCode}</span> {title}
      </h1>
      {message !== title ? <p className={styles.message}>{message ?? title}</p> : null}
      <p>{description ?? fallbackDescription}</p>
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
