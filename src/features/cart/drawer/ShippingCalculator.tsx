import { useState } from 'react';
import { visuallyHidden } from '../../../core/styles/a11y.css.ts';
import { useSnapshot } from 'valtio';
import type { CartService } from '../browser/cart-service.ts';
import { LIMITS } from '../../../core/constants.ts';
import type { ShippingQuote } from '../../../contracts/graphql/checkout-data.ts';
import { freeShippingProgress, isFreeShippingRegion, missingForFreeShipping } from '../free-shipping.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { useStores } from '../../../stores/StoresContext.tsx';
import { DrawerForm } from './DrawerForm.tsx';
import * as styles from './ShippingCalculator.css.ts';

/** spec §3 "Shipping quote": type "Retirada" means pickup at the shop. */
function quoteName(quote: Pick<ShippingQuote, 'type' | 'name'>): string {
  return quote.type === 'Retirada' ? MESSAGES.shippingPickup : (quote.name ?? MESSAGES.cartShipping);
}

/**
 * spec §2/§4/§5 shipping calculator: collapsible; CEP with its mask; "Cep inválido"; Enter or
 * "Calcular" asks for quotes; choosing one sets the shipping cost (the total includes it); deadlines
 * in business days; free-shipping progress only for the CEP starts where the owner's rule allows it
 * (the South and Southeast as shipped; `free-shipping.ts`).
 */
export function ShippingCalculator({ service, subtotal }: { service: CartService; subtotal: number }) {
  const { checkout } = useStores();
  const { shipping, summary, freeShipping } = useSnapshot(checkout);
  const knownCep = shipping.quotedCep ?? summary?.cep ?? null;
  const [open, setOpen] = useState(knownCep !== null);
  const progress = freeShippingProgress(subtotal, freeShipping);

  return (
    <section className={styles.section} aria-labelledby="frete-titulo">
      <h3 id="frete-titulo" className={visuallyHidden}>
        {MESSAGES.cartShipping}
      </h3>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="frete-conteudo" onClick={() => setOpen(!open)}>
        <span>{MESSAGES.shippingToggle}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open ? (
        <div id="frete-conteudo">
          <DrawerForm
            id="frete-cep"
            label={MESSAGES.cepLabel}
            submitLabel={MESSAGES.cepCalculate}
            busy={shipping.status === 'loading'}
            error={shipping.status === 'invalid' ? MESSAGES.invalidCep : null}
            input={{
              inputMode: 'numeric',
              autoComplete: 'postal-code',
              placeholder: '00000-000',
              maxLength: LIMITS.cepMaxLength,
              value: shipping.cep,
              onChange: (event) => service.shipping.setCep(event.currentTarget.value),
            }}
            onSubmit={() => void service.shipping.quote()}
          />
          {knownCep && isFreeShippingRegion(knownCep, freeShipping) ? (
            <div className={styles.progress}>
              <span id="frete-gratis-texto">
                {progress >= 100 ? MESSAGES.freeShippingReached : MESSAGES.freeShippingMissing(formatBRL(missingForFreeShipping(subtotal, freeShipping)))}
              </span>
              <progress className={styles.bar} max={100} value={progress} aria-label={MESSAGES.freeShippingProgressLabel} aria-describedby="frete-gratis-texto">
                {progress}%
              </progress>
            </div>
          ) : null}
          {shipping.status === 'ready' && shipping.quotes.length === 0 ? <p>{MESSAGES.shippingNoOptions}</p> : null}
          {shipping.quotes.length > 0 && shipping.quotedCep ? (
            <fieldset className={styles.options} aria-busy={shipping.selecting !== null}>
              <legend>{MESSAGES.shippingOptions(shipping.quotedCep)}</legend>
              {shipping.quotes.map((quote) => (
                <label key={quote.shippingQuoteId} className={styles.option}>
                  <input
                    type="radio"
                    name="frete-opcao"
                    value={quote.shippingQuoteId}
                    // optimistic: the choice shows at once, the amounts follow the service's answer
                    checked={(shipping.selecting ?? summary?.selectedShippingId) === quote.shippingQuoteId}
                    onChange={() => void service.shipping.select(quote.shippingQuoteId)}
                  />
                  <span className={styles.optionText}>
                    <span>{quoteName(quote)}</span>
                    <span className={styles.deadline}>{MESSAGES.shippingDeadline(quote.deadline)}</span>
                  </span>
                  <span>{quote.value === 0 ? MESSAGES.shippingFree : formatBRL(quote.value)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
