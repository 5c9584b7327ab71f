import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { safeNavigationTarget } from '../../core/safe-navigation.ts';

/**
 * spec §2 Footer: the WhatsApp button opens a chat with a prefilled greeting.
 * Returns null when no valid number is configured, so the button is left out rather than broken.
 */
export function whatsappChatUrl(number: string | undefined, storeName: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return null;
  // spec §8: every outside address goes through the one navigation gate (wa.me is a listed host).
  return safeNavigationTarget(`https://wa.me/${digits}?text=${encodeURIComponent(MESSAGES.whatsappGreeting(storeName))}`, null)?.href ?? null;
}
