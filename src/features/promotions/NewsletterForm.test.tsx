// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import NewsletterForm from './NewsletterForm.island.tsx';

const renderForm = () => renderWithStores(<NewsletterForm />);

async function fill(name: string, email: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: name } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
}

describe('newsletter form (spec §2, §5)', () => {
  afterEach(resetAfterComponentTest);

  it('asks for both name and e-mail', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const stores = renderForm();
    await fill('Ana', ' ');
    expect(stores.snack).toMatchObject({ text: 'Nome e Email são obrigatórios!', style: 'warning' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops the name where the backend would refuse it (120 characters), so a long name is never blamed on the e-mail', () => {
    renderForm();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).maxLength).toBe(120);
  });

  it('subscribes with { name, email, token: null } and says so', async () => {
    const fetch = vi.fn(async () => Response.json({ email: 'ana@exemplo.com.br', subscribed: true, created: true }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const stores = renderForm();
    await fill(' Ana ', 'ana@exemplo.com.br');
    await vi.waitFor(() => expect(stores.snack.text).toBe('Email registrado com sucesso!'));
    expect(stores.snack.style).toBe('success');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsLetter');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ana', email: 'ana@exemplo.com.br', token: null });
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['an empty answer', () => new Response(null, { status: 204 })],
    ['a hosted backend’s own shape', () => Response.json({ success: true, id: 'f3a9' })],
    ['text', () => new Response('OK')],
  ])('takes any successful answer as a subscription (spec §7: the response is not read): %s', async (_label, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const stores = renderForm();
    await fill('Ana', 'ana@exemplo.com.br');
    await vi.waitFor(() => expect(stores.snack.text).toBe('Email registrado com sucesso!'));
  });

  it('tells a refused address apart from a timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'bad_request', message: 'x' }, { status: 400 })),
    );
    const stores = renderForm();
    await fill('Ana', 'ana@');
    await vi.waitFor(() => expect(stores.snack.text).toBe('Confira o e-mail informado.'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'timeout', message: 'x' }, { status: 504 })),
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    await vi.waitFor(() => expect(stores.snack.text).toBe('A requisição expirou devido ao tempo limite. Por favor, tente novamente.'));
  });
});
