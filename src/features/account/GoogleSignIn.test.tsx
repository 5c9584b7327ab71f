// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { renderWithStores } from '../../test-support/render-with-stores.tsx';
import GoogleSignIn from './GoogleSignIn.island.tsx';

describe('GoogleSignIn (spec §7, §8; DECISIONS 6)', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('public-config')?.remove();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('without a client id: the button shows disabled, an error is logged, and Google’s script is not loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => void renderWithStores(<GoogleSignIn />));
    const button = screen.getByRole('button', { name: /Entrar com o Google/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(error).toHaveBeenCalledWith(MESSAGES.googleMissingClientId);
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    error.mockRestore();
  });

  it('with a client id: loads Google’s script and asks for its button, outline and large', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'public-config';
    config.textContent = JSON.stringify({ buildId: 'x', versionPollMs: 0, googleClientId: 'loja.apps.googleusercontent.com' });
    document.body.append(config);
    const renderButton = vi.fn();
    const initialize = vi.fn();
    // the edge's nonce for the ID token (GET /auth/google/nonce)
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({ nonce: 'nonce-0123456789abcdef' }));
    // Keep the script out of happy-dom (which would try to fetch it); the test plays Google's part.
    let script: HTMLScriptElement | undefined;
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      script = node as unknown as HTMLScriptElement;
      return node;
    });
    await act(async () => void renderWithStores(<GoogleSignIn />));
    expect(script?.src).toBe('https://accounts.google.com/gsi/client');
    Object.assign(window, { google: { accounts: { id: { initialize, renderButton, prompt: vi.fn() } } } });
    await act(async () => script!.dispatchEvent(new Event('load')));
    append.mockRestore();
    fetch.mockRestore();
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'loja.apps.googleusercontent.com', ux_mode: 'popup', nonce: 'nonce-0123456789abcdef' }),
    );
    expect(renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ theme: 'outline', size: 'large' }));
  });
});
