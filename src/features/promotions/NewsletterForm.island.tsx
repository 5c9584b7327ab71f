import { PERSON_NAME_MAX_LENGTH } from '../../contracts/person-name.ts';
import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { subscribeNewsletter } from './browser/newsletter-api.ts';
import { RequestError, requestErrorMessage } from '../../core/browser/request.ts';
import { button } from '../../core/ui/Button.css.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { showSnack } from '../../core/stores/snack-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './NewsletterForm.css.ts';

/** The footer's form (spec §2): hydrates when scrolled into view. */
export const hydrate: HydrateStrategy = 'visible';

/**
 * spec §2 Footer newsletter (name, e-mail, "Enviar"): both required, else the warning "Nome e Email
 * são obrigatórios!" (spec §5); `POST /api/newsLetter` with `{ name, email, token: null }`; success
 * "Email registrado com sucesso!". The button waits for hydration, so the form never submits
 * without script (which would put the e-mail in a URL).
 */
export default function NewsletterForm() {
  const { snack } = useStores();
  const [ready, setReady] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => setReady(true), []);

  // Uncontrolled fields: what a shopper typed before the island hydrated is kept.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (!name || !email) {
      showSnack(snack, { text: MESSAGES.newsletterIncomplete, style: 'warning' });
      return;
    }
    setSending(true);
    try {
      await subscribeNewsletter(name, email);
      showSnack(snack, { text: MESSAGES.newsletterSuccess, style: 'success' });
      form.reset();
    } catch (error) {
      console.warn('newsletter: subscription failed', error);
      // The backend refuses a malformed address with a 400; other failures use spec §8's texts.
      const invalid = error instanceof RequestError && error.kind === 'http' && error.status === 400;
      const text = invalid ? MESSAGES.newsletterEmailInvalid : (requestErrorMessage(error) ?? MESSAGES.edgeUpstreamUnavailable);
      showSnack(snack, { text, style: invalid ? 'warning' : 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="newsletter-titulo" className={styles.heading}>
        {MESSAGES.newsletterTitle}
      </h2>
      <p className={styles.text}>{MESSAGES.newsletterText}</p>
      <div className={styles.field}>
        <label htmlFor="newsletter-nome">{MESSAGES.newsletterName}</label>
        <input id="newsletter-nome" className={styles.input} name="name" autoComplete="name" maxLength={PERSON_NAME_MAX_LENGTH} />
      </div>
      <div className={styles.field}>
        <label htmlFor="newsletter-email">{MESSAGES.newsletterEmail}</label>
        <input id="newsletter-email" className={styles.input} name="email" type="email" autoComplete="email" inputMode="email" />
      </div>
      <button type="submit" className={button.onDark} disabled={!ready} aria-disabled={sending || undefined}>
        {MESSAGES.newsletterSubmit}
      </button>
    </form>
  );
}
