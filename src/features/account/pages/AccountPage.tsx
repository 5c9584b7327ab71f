import type { ReactNode } from 'react';
import * as styles from './AccountPage.css.ts';

/** The frame of the account pages (login, recovery, registration, favorites). */
export function AccountPage({ title, lead, wide = false, children }: { title: string; lead?: string; wide?: boolean; children?: ReactNode }) {
  return (
    <section className={wide ? styles.widePanel : styles.panel} aria-labelledby="conta-titulo">
      <h1 id="conta-titulo" className={styles.title}>
        {title}
      </h1>
      {lead ? <p>{lead}</p> : null}
      {children}
    </section>
  );
}
