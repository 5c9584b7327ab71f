import type { ReactNode } from 'react';
import { BUILD_ID } from '../../build-id.ts';
import { ADMIN_PATHS, ADMIN_SECTIONS } from '../admin-paths.ts';

interface AdminDocumentProps {
  title: string;
  storeName: string;
  /** The owner signed in; without one (the login and refusal pages) there is no navigation. */
  owner?: string;
  /** The section the page belongs to, marked in the navigation. */
  section?: string;
  children: ReactNode;
}

/** Every back-office page: the shop's name, the sections, who is signed in and "Sair". */
export function AdminDocument({ title, storeName, owner, section, children }: AdminDocumentProps) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Painel · ${storeName}`}</title>
        <link rel="stylesheet" href={`${ADMIN_PATHS.stylesheet}?v=${BUILD_ID}`} />
      </head>
      <body>
        <a className="skip" href="#conteudo">
          Pular para o conteúdo
        </a>
        <header className="top">
          <a className="brand" href={ADMIN_PATHS.root}>
            {storeName} · Painel
          </a>
          {owner ? (
            <>
              <nav aria-label="Seções do painel">
                <ul className="nav">
                  {ADMIN_SECTIONS.map((item) => (
                    <li key={item.path}>
                      <a href={item.path} aria-current={item.label === section ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <form className="who" method="post" action={ADMIN_PATHS.logout}>
                <span>{owner}</span>
                <button type="submit">Sair</button>
              </form>
            </>
          ) : null}
        </header>
        <main id="conteudo" tabIndex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}
