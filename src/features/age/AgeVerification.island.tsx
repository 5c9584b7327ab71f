import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AGE_LEVELS, type AgeLevel, type AgeMethod, type AgeOutcome } from '../../contracts/age-verification.ts';
import { AUTH_PATHS } from '../../contracts/auth-paths.ts';
import { requestErrorMessage } from '../../core/browser/request.ts';
import { AGE_MESSAGES } from '../../core/messages/pt-BR-age.ts';
import { button } from '../../core/ui/Button.css.ts';
import { ageApi } from './browser/age-api.ts';
import * as styles from './AgeVerification.css.ts';

export interface AgeVerificationProps {
  methods: AgeMethod[];
  /** Where to go once confirmed (a path of this site: the checkout hand-off). */
  redirectUrl: string | null;
  /** An outcome the page was opened with (back from a form posted without JavaScript, or from the vendor). */
  outcome: AgeOutcome | null;
  /** Back from the vendor before its answer came: the page says it waits (a reload tells the answer). */
  waiting: boolean;
  /** The account has a CPF (else the Receita cannot be asked). */
  hasCpf: boolean;
  /** The standing's level: B (by CPF) pays by Pix only, so the page still offers the level-A methods for a card. */
  level: AgeLevel | null;
}

const GOOD: ReadonlySet<AgeOutcome> = new Set(['confirmed']);

/** The method forms work without JavaScript too (the edge answers them with redirects). */
const ACTIONS: Record<Exclude<AgeMethod, 'carteira'>, string> = { receita: AUTH_PATHS.ageReceita, provedor: AUTH_PATHS.ageProvedor };

/**
 * /verificar-idade's methods (docs/age-verification.md): each a button; the outcome is said in a
 * live region and takes the focus (without scrolling the page). Confirmed, the shopper goes on to
 * where they were going (the checkout). The wallet is offered only where the browser has one, and
 * its code loads only when chosen.
 */
export default function AgeVerification({ methods, redirectUrl, outcome: initial, waiting, hasCpf, level: initialLevel }: AgeVerificationProps) {
  const [outcome, setOutcome] = useState<AgeOutcome | null>(initial);
  const [level, setLevel] = useState<AgeLevel | null>(initialLevel);
  const [message, setMessage] = useState<string | null>(initial ? AGE_MESSAGES.outcomes[initial] : waiting ? AGE_MESSAGES.waiting : null);
  const [busy, setBusy] = useState(false);
  const [wallet, setWallet] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!methods.includes('carteira')) return;
    void import('./browser/wallet.ts').then(({ walletAvailable }) => setWallet(walletAvailable()));
  }, [methods]);

  useEffect(() => {
    if (message) said.current?.focus({ preventScroll: true });
  }, [message]);

  const run = async (method: AgeMethod, attempt: () => Promise<AgeOutcome | null>) => {
    if (busy) return;
    setBusy(true);
    setMessage(AGE_MESSAGES.working);
    try {
      const next = await attempt();
      if (next) {
        if (next === 'confirmed') setLevel(AGE_LEVELS[method]);
        setOutcome(next);
        setMessage(AGE_MESSAGES.outcomes[next]);
      }
    } catch (error) {
      setOutcome('unavailable');
      setMessage(requestErrorMessage(error) ?? AGE_MESSAGES.outcomes.unavailable);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (method: AgeMethod) => (event: FormEvent) => {
    event.preventDefault();
    if (method === 'receita') void run(method, async () => (await ageApi.receita(redirectUrl)).outcome);
    if (method === 'provedor') {
      void run(method, async () => {
        const answer = await ageApi.vendor(redirectUrl);
        if ('outcome' in answer) return answer.outcome;
        window.location.assign(answer.redirectUrl);
        return null;
      });
    }
    if (method === 'carteira') {
      void run(method, async () => {
        const { presentWallet } = await import('./browser/wallet.ts');
        const answer = await presentWallet();
        return answer === 'cancelled' ? 'cancelled' : answer.outcome;
      });
    }
  };

  // a standing already confirmed stays so when a try to raise it fails
  const confirmed = outcome === 'confirmed' || level !== null;
  const offered = methods.filter((method) => (method === 'carteira' ? wallet : method !== 'receita' || hasCpf));
  // confirmed by CPF: only what raises the standing to level A is still offered
  const shown = confirmed ? offered.filter((method) => AGE_LEVELS[method] === 'A' && level === 'B') : offered;
  const methodList = (
    <ul className={styles.methods}>
      {shown.map((method) => (
        <li key={method} className={styles.method}>
          <h3 className={styles.methodTitle}>{AGE_MESSAGES.methods[method].title}</h3>
          <p className={styles.methodText}>{AGE_MESSAGES.methods[method].text}</p>
          <form method="post" action={method === 'carteira' ? undefined : ACTIONS[method]} onSubmit={onSubmit(method)}>
            {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
            <button type="submit" className={button.secondary} disabled={busy} aria-disabled={busy}>
              {AGE_MESSAGES.methods[method].action}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.panel}>
      <p
        ref={said}
        tabIndex={-1}
        role="status"
        className={styles.outcome}
        {...(outcome && GOOD.has(outcome) ? { 'data-good': '' } : outcome && message !== AGE_MESSAGES.working ? { 'data-bad': '' } : {})}
      >
        {message ?? ''}
      </p>
      {confirmed ? (
        <>
          <p>
            <a className={button.primary} href={redirectUrl ?? '/momentos'}>
              {redirectUrl?.startsWith(AUTH_PATHS.checkout) ? AGE_MESSAGES.continueToCheckout : AGE_MESSAGES.backToShop}
            </a>
          </p>
          {shown.length > 0 ? (
            <>
              <h2 className={styles.methodTitle}>{AGE_MESSAGES.forCard.title}</h2>
              <p className={styles.methodText}>{AGE_MESSAGES.forCard.text}</p>
              {methodList}
            </>
          ) : null}
        </>
      ) : (
        <>
          <h2 className={styles.methodTitle}>{AGE_MESSAGES.chooseMethod}</h2>
          {!hasCpf && methods.includes('receita') ? <p className={styles.methodText}>{AGE_MESSAGES.noCpf}</p> : null}
          {shown.length === 0 ? <p>{AGE_MESSAGES.noMethod}</p> : null}
          {methodList}
        </>
      )}
    </div>
  );
}
