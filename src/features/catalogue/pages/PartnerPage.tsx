import { Suspense } from 'react';
import type { Partner } from '../../../contracts/partners.ts';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { FirstScreenEnd } from '../../shell/index.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { WineList, type WineListProps } from './WineList.tsx';
import * as styles from './PartnerPage.css.ts';

/** spec §2 /parceiros/{brand}: the partner's banner, words and wine selection. */
export function PartnerPage({ partner, list }: { partner: Partner; list: Omit<WineListProps, 'label'> }) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="parceiro-nome">
        {partner.banner_url ? <img className={styles.banner} src={partner.banner_url} alt="" width={1200} height={300} fetchPriority="high" /> : null}
        <div className={styles.text}>
          <p className={styles.kicker}>{MESSAGES.partnerKicker}</p>
          <h1 id="parceiro-nome" className={styles.brand}>
            {partner.brand}
          </h1>
          <p>{partner.description}</p>
        </div>
      </section>
      {/* the first frame holds the partner's banner, the largest element of its first screen */}
      <FirstScreenEnd />
      <Suspense fallback={<GridPlaceholder />}>
        <WineList {...list} label={MESSAGES.partnerSelection(partner.brand)} />
      </Suspense>
    </>
  );
}

/** /parceiros/Desktop and /parceiros/Mobile (DECISIONS: layout variants, never brands): every partner shop. */
export function PartnersIndexPage({ partners, variant }: { partners: Partner[]; variant: 'desktop' | 'mobile' }) {
  return (
    <section aria-labelledby="parceiros-titulo" data-layout={variant}>
      <h1 id="parceiros-titulo" className={styles.brand}>
        {MESSAGES.partnersHeading}
      </h1>
      <ul className={variant === 'mobile' ? styles.listMobile : styles.listDesktop}>
        {partners.map((partner) => (
          <li key={partner.name} className={styles.card}>
            <a href={`/parceiros/${partner.name}`}>{partner.brand}</a>
            <p>{partner.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
