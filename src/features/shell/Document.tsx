import { MAIN_CONTENT_ID } from '../../core/constants.ts';
import type { ReactNode } from 'react';
import { PUBLIC_CONFIG_ELEMENT_ID, serializePublicConfig, type PublicConfig } from '../../contracts/public-config.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { absoluteUrl } from '../../core/seo/absolute-url.ts';
import { serializeJsonLd, type JsonLd } from '../../core/seo/json-ld.ts';
import { SHOP_SHARE_IMAGE } from '../../core/seo/share-image.ts';
import { COLORS } from '../../core/styles/theme.ts';
import * as styles from './Document.css.ts';
import { IconSprite } from '../../core/ui/icon-sprite.tsx';
import { SPECULATION_RULES } from '../../core/speculation-rules.ts';
import { AGE_NOTICE_SCRIPT } from './age-notice.ts';
import { ImageFallbackScript } from './ImageFallbackScript.tsx';

/** What search engines and link previews read (meta description, canonical, Open Graph, JSON-LD). */
export interface PageSeo {
  /** Absolute URL of the page's canonical address. */
  canonical: string;
  /** Absolute URL of the page's raster preview image (a wine's card); without one, the shop's icon. */
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: readonly JsonLd[];
  /** Pages with nothing to index (account, errors, utilities). */
  noindex?: boolean;
  /** The title link previews show, when it differs from the document title (partner pages). */
  shareTitle?: string;
}

export interface DocumentProps {
  title: string;
  description?: string;
  storeName: string;
  seo: PageSeo;
  /** Stylesheets of the client build, linked in <head> so the first paint is styled. */
  stylesheets: readonly string[];
  publicConfig: PublicConfig;
  /** The request's CSP nonce, for the inline scripts of the head; none on a page the edge cache shares (hashes admit it). */
  nonce?: string | undefined;
  /** The route template the page was rendered for (`/produto/:slug`): what its field data is grouped by (client/field-data.ts). */
  route?: string | undefined;
  children: ReactNode;
}

/**
 * Without JavaScript, parts that streamed after the shell stay in React's hidden holders: show
 * them (after the footer) and hide the placeholders they would have replaced, so every page stays
 * readable (ARCHITECTURE "Rendering"). Most pages arrive whole anyway (worker/render/renderer.tsx).
 */
const NO_SCRIPT_CSS = '[hidden][id^="S:"]{display:block!important}[data-stream-fallback]{display:none!important}';

/** The HTML document around every page. Scripts are started by the renderer's bootstrap (worker/render/entry-script.ts). */
export function Document(props: DocumentProps) {
  const { title, description, storeName, seo, stylesheets, publicConfig, nonce, route, children } = props;
  return (
    <html lang="pt-BR" data-route={route}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          Before the stylesheet, so they run as soon as they are parsed: an inline script after a
          stylesheet waits for it, and the parser with it (FirstScreenEnd is such a script).
        */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AGE_NOTICE_SCRIPT }} />
        <ImageFallbackScript nonce={nonce} />
        {stylesheets.map((href) => (
          // Without a precedence React leaves it in place (after the tags it hoists: title, meta,
          // links), right after the two scripts. Only a page's preloaded image is asked for first.
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <link rel="canonical" href={seo.canonical} />
        {seo.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:site_name" content={storeName} />
        <meta property="og:locale" content="pt_BR" />
        <meta property="og:type" content={seo.type ?? 'website'} />
        <meta property="og:title" content={seo.shareTitle ?? title} />
        <meta name="twitter:title" content={seo.shareTitle ?? title} />
        {description ? <meta property="og:description" content={description} /> : null}
        <meta property="og:url" content={seo.canonical} />
        <meta property="og:image" content={seo.image ?? absoluteUrl(seo.canonical, SHOP_SHARE_IMAGE)} />
        <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
        <meta name="theme-color" content={COLORS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
        <noscript>
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
        </noscript>
        <script type="application/json" id={PUBLIC_CONFIG_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializePublicConfig(publicConfig) }} />
        {(seo.jsonLd ?? []).map((data, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the page's structured data, fixed for the render
          <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </head>
      <body>
        <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
          {MESSAGES.skipToContent}
        </a>
        <IconSprite />
        {children}
      </body>
    </html>
  );
}
