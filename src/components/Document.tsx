import type { ReactNode } from 'react';
import { PUBLIC_CONFIG_ELEMENT_ID, serializePublicConfig, type PublicConfig } from '../contracts/public-config.ts';
import { COLORS } from '../styles/theme.ts';
import { MESSAGES } from '../messages/pt-BR.ts';
import * as styles from './Document.css.ts';

export interface DocumentProps {
  title: string;
  description?: string;
  /** Stylesheets of the client build, linked in <head> so the first paint is styled. */
  stylesheets: readonly string[];
  publicConfig: PublicConfig;
  children: ReactNode;
}

/** The HTML document around every page. Scripts are added by the renderer (bootstrapModules). */
export function Document({ title, description, stylesheets, publicConfig, children }: DocumentProps) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <meta name="theme-color" content={COLORS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <script
          type="application/json"
          id={PUBLIC_CONFIG_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializePublicConfig(publicConfig) }}
        />
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
