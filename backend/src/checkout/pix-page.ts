import { formatBRL, toReais } from '../../../src/core/rules/money.ts';
import type { PaymentRow } from '../payments/payment-attempts.ts';
import { html, type Html } from './html.ts';
import { checkoutLink, type Paths } from './pages.ts';

/**
 * The Pix page (docs/payments.md): the QR code, the "Pix Copia e Cola" text with its copy
 * button, the amount and until when it can be paid. Its one script (PIX_SCRIPT) copies, counts
 * down and asks for the payment's state every 2 s, so the confirmation follows the provider's
 * notification within seconds, without a reload; without the script the page still works
 * (select the code, "Já paguei" reloads).
 */
const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

export interface PixPageInput {
  orderId: number;
  checkoutId: string;
  attempt: PaymentRow;
  pixDiscountPercent: number;
  paths: Paths;
  /** The stand-in's "Simular pagamento" page, in a demo or local run. */
  simulateUrl?: string;
}

export function pixPage({ orderId, checkoutId, attempt, pixDiscountPercent, paths, simulateUrl }: PixPageInput): Html {
  const amount = formatBRL(toReais(attempt.amount_cents));
  const until = clock.format(new Date(attempt.expires_at));
  const back = checkoutLink(paths, checkoutId);
  return html`<h1>Pague com Pix</h1>
<div data-pix-status="${back}/situacao" data-pix-done="${back}" data-pix-expires="${attempt.expires_at}">
<p>Pedido nº ${orderId}. Total no Pix: <strong>${amount}</strong>${pixDiscountPercent > 0 ? html` (com ${String(pixDiscountPercent).replace('.', ',')}% de desconto)` : ''}.</p>
<p>Abra o app do seu banco, escolha pagar com Pix e leia o QR Code, ou copie o código abaixo.</p>
<p><img src="data:image/png;base64,${attempt.pix_qr_png ?? ''}" alt="QR Code do Pix de ${amount}" width="240" height="240"></p>
<label for="pix-codigo">Pix Copia e Cola</label>
<textarea id="pix-codigo" readonly rows="4">${attempt.pix_copy_paste ?? ''}</textarea>
<p><button type="button" id="pix-copiar" class="secondary" hidden>Copiar código</button> <span id="pix-copiado" role="status"></span></p>
<p>Este Pix vale até ${until}<span id="pix-tempo" role="timer"></span>.</p>
<p id="pix-situacao" role="status" aria-live="polite">Aguardando o pagamento.</p>
</div>
<p><a href="${back}">Já paguei</a></p>
${simulateUrl ? html`<p><a href="${simulateUrl}">Simular pagamento (loja de demonstração)</a></p>` : ''}
<script src="${paths.checkoutPath}/pix.js" defer></script>`;
}

/** The page's behaviour: copy, countdown, and the payment's state every 2 s until it is settled. */
export const PIX_SCRIPT = `(() => {
  const root = document.querySelector('[data-pix-status]');
  if (!root) return;
  const expires = Date.parse(root.dataset.pixExpires);
  const status = document.getElementById('pix-situacao');
  const timer = document.getElementById('pix-tempo');
  const copy = document.getElementById('pix-copiar');
  const copied = document.getElementById('pix-copiado');
  const code = document.getElementById('pix-codigo');
  copy.hidden = false;
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      copied.textContent = 'Código copiado.';
    } catch {
      code.select();
      copied.textContent = 'Código selecionado: copie com o menu do seu aparelho.';
    }
  });
  const two = (n) => String(n).padStart(2, '0');
  const tick = () => {
    const left = Math.max(0, Math.floor((expires - Date.now()) / 1000));
    timer.textContent = left > 0 ? ' (faltam ' + two(Math.floor(left / 60)) + ':' + two(left % 60) + ')' : '';
    return left;
  };
  tick();
  const clockTimer = setInterval(() => { if (tick() === 0) clearInterval(clockTimer); }, 1000);
  const ask = async () => {
    try {
      const answer = await fetch(root.dataset.pixStatus, { headers: { accept: 'application/json' }, cache: 'no-store' });
      const state = answer.ok ? (await answer.json()).status : 'pending';
      if (state === 'paid') {
        status.textContent = 'Pagamento confirmado! Abrindo o seu pedido…';
        location.assign(root.dataset.pixDone);
        return;
      }
      if (state === 'expired') {
        status.textContent = 'Este Pix expirou. Gere um novo Pix para pagar.';
        return;
      }
      if (state !== 'pending') {
        location.assign(root.dataset.pixDone);
        return;
      }
    } catch {}
    setTimeout(ask, 2000);
  };
  setTimeout(ask, 2000);
})();
`;
