import type { ReactNode } from 'react';
import { COLORS } from '../styles/theme.ts';
import { MESSAGES } from '../messages/pt-BR.ts';
import * as styles from './Document.css.ts';

export interface DocumentProps {
  title: string;
  description?: string;
  /** Stylesheets of the client build, linked in <head> so the first paint is styled. */
  stylesheets: readonly string[];
  children: ReactNode;
}

/** The HTML document around every page. Scripts are added by the renderer (bootstrapModules). */
export function Document({ title, description, stylesheets, children }: DocumentProps) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <meta name="theme-color" content={COLORS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <a className={styles.skipLink} href="#conteudo">
          {MESSAGES.skipToContent}
        </a>
        {children}
      </body>
    </html>
  );
}
