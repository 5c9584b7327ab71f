import { MESSAGES } from '../messages/pt-BR.ts';

/**
 * spec §2 Footer: the WhatsApp button opens a chat with a prefilled greeting.
 * Returns null when no valid number is configured, so the button is left out rather than broken.
 */
export function whatsappChatUrl(number: string | undefined, storeName: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(MESSAGES.whatsappGreeting(storeName))}`;
}
