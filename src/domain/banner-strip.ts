import type { BannerStrip, MessageBannerResponse } from '../contracts/message-banner.ts';
import { MESSAGES } from '../messages/pt-BR.ts';

/**
 * spec §8: a banner-message response without messages gives the warning
 * "Não foi possívem buscar mensagem do banner, {server message}"; a failed call gives
 * "Ocorreu um erro: , {error}". Either way the page renders.
 */
export function bannerStripFromResponse(response: MessageBannerResponse): BannerStrip {
  const messages = response.messageBanner.map((item) => item.text);
  if (messages.length > 0) return { messages };
  return {
    messages: [],
    notice: { style: 'warning', text: MESSAGES.bannerMessageMissing(response.message ?? '') },
  };
}

export function bannerStripFromError(error: unknown): BannerStrip {
  const text = error instanceof Error ? error.message : String(error);
  return { messages: [], notice: { style: 'error', text: MESSAGES.bannerMessageFailed(text) } };
}
