// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import LoginForm from './LoginForm.island.tsx';

function renderForm() {
  const stores = renderWithStores(<LoginForm />);
  return {
    stores,
    email: screen.getByLabelText('E-mail') as HTMLInputElement,
    password: screen.getByLabelText('Senha') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

describe('LoginForm (/Login)', () => {
  afterEach(resetAfterComponentTest);

  it('marks empty and malformed fields, tied to them, and focuses the first, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { email, password, submit } = renderForm();
    await act(async () => fireEvent.click(submit));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MESSAGES.fieldRequired);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.formHasErrors(2));

    await act(async () => fireEvent.change(email, { target: { value: 'ana@' } }));
    await act(async () => fireEvent.change(password, { target: { value: 'x' } }));
    await act(async () => fireEvent.click(submit));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MESSAGES.emailInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the focus on "Entrar" while the login is under way, and sends it once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { email, password, submit } = renderForm();
    await act(async () => fireEvent.change(email, { target: { value: 'ana@example.com.br' } }));
    await act(async () => fireEvent.change(password, { target: { value: 'errada123' } }));
    submit.focus();
    await act(async () => fireEvent.click(submit));
    // busy, not disabled: a disabled button would drop the keyboard's focus to the page
    const busy = screen.getByRole('button', { name: MESSAGES.loginSubmitting });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(busy);
    await act(async () => fireEvent.click(busy));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer(Response.json({ error: 'unauthorized', message: MESSAGES.sessionInvalidCredentials, success: false, errors: [] }, { status: 401 })),
    );
    expect(await screen.findByText(MESSAGES.sessionInvalidCredentials)).toBeTruthy();
  });

  it('shows the edge’s refusal in the form’s alert and the spec 429 text in the snackbar (spec §8)', async () => {
    const answers = [
      Response.json({ error: 'unauthorized', message: MESSAGES.sessionInvalidCredentials, success: false, errors: [] }, { status: 401 }),
      Response.json({ error: 'too_many_requests', message: MESSAGES.tooManyRequests }, { status: 429 }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const { email, password, submit, stores } = renderForm();
    await act(async () => fireEvent.change(email, { target: { value: 'ana@example.com.br' } }));
    await act(async () => fireEvent.change(password, { target: { value: 'errada123' } }));
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText(MESSAGES.sessionInvalidCredentials)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ method: 'POST' }));
    await act(async () => fireEvent.click(submit));
    await vi.waitFor(() => expect(stores.snack).toMatchObject({ open: true, text: MESSAGES.tooManyRequests, style: 'error' }));
    expect(screen.queryByText(MESSAGES.tooManyRequests)).toBeNull();
  });

  it.each([
    ['a timeout at the edge', () => Response.json({ error: 'timeout', message: 'x' }, { status: 504 }), MESSAGES.requestTimeout],
    ['the network', () => Promise.reject(new TypeError('Failed to fetch')), MESSAGES.networkError],
  ])('tells %s in the snackbar, not in the form', async (_label, answer, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const { email, password, submit, stores } = renderForm();
    await act(async () => fireEvent.change(email, { target: { value: 'ana@example.com.br' } }));
    await act(async () => fireEvent.change(password, { target: { value: 'errada123' } }));
    await act(async () => fireEvent.click(submit));
    await vi.waitFor(() => expect(stores.snack).toMatchObject({ open: true, text, style: 'error' }));
    expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain(text);
  });
});
