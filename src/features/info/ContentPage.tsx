import type { ReactNode } from 'react';
import * as styles from './ContentPage.css.ts';

export interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  /** spec §2: /politica/campanhas uses the promotion layout. */
  layout?: 'standard' | 'promotion';
  children: ReactNode;
}

/** The frame of the information pages (policies, about us, landing pages): a readable column. */
export function ContentPage({ title, lead, layout = 'standard', children }: ContentPageProps) {
  return (
    <article className={styles.article} aria-labelledby="conteudo-titulo" data-layout={layout}>
      <header className={styles.hero[layout]}>
        <h1 id="conteudo-titulo" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}
