import { AGE_STANDING_TEXT, type AgeOutcome, type AgeStatus } from '../../contracts/age-verification.ts';
import { AGE_MESSAGES } from '../../core/messages/pt-BR-age.ts';
import { saoPauloDay } from '../../core/rules/sao-paulo-time.ts';
import { ROUTES } from '../../core/routes.ts';
import AgeVerification from './AgeVerification.island.tsx';
import * as styles from './AgeVerification.css.ts';

/**
 * /verificar-idade (docs/age-verification.md): why the shop asks (the law, once, no documents
 * kept), the standing when confirmed, else the methods the shop offers.
 */
export function AgeVerificationPage({
  status,
  redirectUrl,
  outcome,
  waiting,
  offered,
  hasCpf,
}: {
  status: AgeStatus;
  redirectUrl: string | null;
  outcome: AgeOutcome | null;
  /** Back from the vendor before its answer came. */
  waiting: boolean;
  /** Just registered: an offer the shopper may put off ("Agora não"). */
  offered: boolean;
  hasCpf: boolean;
}) {
  return (
    <section className={styles.panel} aria-labelledby="idade-titulo">
      <h1 id="idade-titulo" className={styles.title}>
        {AGE_MESSAGES.pageTitle}
      </h1>
      {offered && !status.verified ? <p className={styles.offer}>{AGE_MESSAGES.afterRegistration}</p> : null}
      <p>{AGE_MESSAGES.pageLead}</p>
      {status.verified && status.verifiedAt && status.method ? (
        <p className={styles.confirmed}>{AGE_STANDING_TEXT.confirmedOn(saoPauloDay(new Date(status.verifiedAt)), status.method)}</p>
      ) : null}
      <AgeVerification
        methods={status.methods}
        redirectUrl={redirectUrl}
        outcome={status.verified ? 'confirmed' : outcome}
        waiting={!status.verified && waiting}
        hasCpf={hasCpf}
        level={status.level}
      />
      {offered && !status.verified ? (
        <p>
          <a href={redirectUrl ?? ROUTES.occasions}>{AGE_MESSAGES.notNow}</a>
        </p>
      ) : null}
    </section>
  );
}
