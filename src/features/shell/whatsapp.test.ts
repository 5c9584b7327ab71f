import { describe, expect, it } from 'vitest';
import { whatsappChatUrl } from './whatsapp.ts';

describe('whatsappChatUrl', () => {
  it('opens a chat with the configured number and a greeting naming the shop', () => {
    const url = new URL(whatsappChatUrl('+55 (11) 94000-1234', 'Adega')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5511940001234');
    expect(url.searchParams.get('text')).toContain('Adega');
  });

  it('is absent without a plausible number', () => {
    expect(whatsappChatUrl('', 'Adega')).toBeNull();
    expect(whatsappChatUrl('123', 'Adega')).toBeNull();
    expect(whatsappChatUrl(undefined, 'Adega')).toBeNull();
  });
});
