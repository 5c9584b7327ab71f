// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import PartialRegisterForm from './PartialRegisterForm.island.tsx';
import PasswordRecoveryForm from './PasswordRecoveryForm.island.tsx';
import PasswordResetForm from './PasswordResetForm.island.tsx';
import RegisterForm from './RegisterForm.island.tsx';

/**
 * spec §8 for the account forms other than the login (LoginForm.test.tsx): a 429, a timeout and a
 * network failure are told in the snackbar, in the shop's words, never in the form's alert, and
 * the form can be sent again. Each form is filled as a shopper would, so what it sends passes its
 * own checks and reaches the edge.
 */
interface AccountForm {
  name: string;
  form: ReactNode;
  path: string;
  submit: string;
  fill(): Promise<void>;
}

const type = async (label: string, value: string) => act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const tick = async (name: RegExp) => act(async () => void fireEvent.click(screen.getByRole('checkbox', { name })));

const FORMS: AccountForm[] = [
  {
    name: 'registration (/Register)',
    form: <RegisterForm />,
    path: '/auth/register',
    submit: 'Criar conta',
    async fill() {
      await type('Nome completo', 'Maria da Silva');
      await type('E-mail', 'maria@example.com.br');
      await type('Senha', 'vinho123tinto');
      await type('Confirme a senha', 'vinho123tinto');
      await type('CPF', '52998224725');
      await type('Celular com DDD', '11987654321');
      await type('Data de nascimento', '1990-05-20');
      await tick(/Política de Privacidade/);
    },
  },
  {
    name: 'the registration a Google sign-in completes (/register/partial)',
    form: <PartialRegisterForm />,
    path: '/auth/register/partial',
    submit: 'Concluir cadastro',
    async fill() {
      await type('Nome completo', 'Maria da Silva');
      await type('CPF', '52998224725');
      await type('Data de nascimento', '1990-05-20');
      await tick(/Política de Privacidade/);
    },
  },
  {
    name: 'password recovery (/login/recuperar)',
    form: <PasswordRecoveryForm />,
    path: '/auth/password-recovery',
    submit: 'Enviar instruções',
    async fill() {
      await type('E-mail', 'maria@example.com.br');
    },
  },
  {
    name: 'the new password of a recovery link (/login/redefinir)',
    form: <PasswordResetForm />,
    path: '/auth/password-reset',
    submit: 'Salvar nova senha',
    async fill() {
      await type('Nova senha', 'vinho123tinto');
      await type('Confirme a nova senha', 'vinho123tinto');
    },
  },
];

const FAILURES: Array<[string, () => Promise<Response>, string]> = [
  [
    'a 429',
    async () => Response.json({ error: 'too_many_requests', message: 'x' }, { status: 429 }),
    'A requisição falhou. Por favor, tente novamente em 1 minuto.',
  ],
  [
    'a timeout at the edge',
    async () => Response.json({ error: 'timeout', message: 'x' }, { status: 504 }),
    'A requisição expirou devido ao tempo limite. Por favor, tente novamente.',
  ],
  ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Network Error'],
];

describe.each(FORMS)('$name', ({ form, path, submit, fill }) => {
  afterEach(resetAfterComponentTest);

  it.each(FAILURES)('tells %s in the snackbar, not in the form, and can send again', async (_failure, answer, text) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    const stores = renderWithStores(form);
    await fill();
    const button = await screen.findByRole('button', { name: submit });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false)); // hydrated
    await act(async () => void fireEvent.click(button));
    await vi.waitFor(() => expect(stores.snack).toMatchObject({ open: true, text, style: 'error' }));
    expect(fetch).toHaveBeenCalledWith(path, expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});

describe.each([
  ['registration (/Register)', <RegisterForm key="register" />],
  ['the registration a Google sign-in completes (/register/partial)', <PartialRegisterForm key="partial" />],
])('%s', (_name, form) => {
  afterEach(resetAfterComponentTest);

  it('stops the full name where the backend would refuse it (120 characters)', () => {
    renderWithStores(form);
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).maxLength).toBe(120);
  });
});
