import { describe, expect, it } from 'vitest';
import { messageBannerResponseSchema } from '../contracts/message-banner.ts';
import { bannerStripFromError, bannerStripFromResponse } from './banner-strip.ts';

describe('banner strip (spec §8)', () => {
  it('shows the messages the backend sent', () => {
    const strip = bannerStripFromResponse({ messageBanner: [{ text: 'A' }, { text: 'B' }], message: 'ok' });
    expect(strip).toEqual({ messages: ['A', 'B'] });
  });

  it('warns with the server message, word for word, when there are none', () => {
    const response = messageBannerResponseSchema.parse({ message: 'sem mensagens' });
    expect(bannerStripFromResponse(response).notice).toEqual({
      style: 'warning',
      text: 'Não foi possívem buscar mensagem do banner, sem mensagens',
    });
  });

  it('reports a failed call with the spec text, word for word', () => {
    expect(bannerStripFromError(new Error('timeout')).notice).toEqual({
      style: 'error',
      text: 'Ocorreu um erro: , timeout',
    });
  });
});
