import { SHOP_NAME } from '../shop-name.ts';
import type { Mail } from './send-mail.ts';

/**
 * The texts of the mail the commerce service sends (pt-BR, kept in backend/: the backend imports
 * only src/contracts). Links are the shop's own pages, on its configured origin (SHOP_ORIGIN), never the request's.
 */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Someone tried to register with an address or CPF that already has an account. */
export function registrationAttemptMail(owner: { email: string; fullName: string }, origin: string): Mail {
  return {
    to: owner.email,
    subject: `${SHOP_NAME}: tentativa de cadastro com os seus dados`,
    text: [
      `Olá, ${firstName(owner.fullName)}.`,
      '',
      `Alguém tentou criar uma conta na ${SHOP_NAME} com o seu e-mail ou o seu CPF, que já têm uma conta.`,
      '',
      `Se foi você, é só entrar: ${origin}/login`,
      `Esqueceu a senha? Crie uma nova em ${origin}/login/recuperar`,
      '',
      'Se não foi você, pode ignorar este e-mail: nada mudou na sua conta.',
    ].join('\n'),
  };
}

/** The password-reset link (one hour, once). */
export function passwordResetMail(owner: { email: string; full_name: string }, link: string): Mail {
  return {
    to: owner.email,
    subject: `${SHOP_NAME}: redefina sua senha`,
    text: [
      `Olá, ${firstName(owner.full_name)}.`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, abra este link:',
      link,
      '',
      'O link vale por 1 hora e só pode ser usado uma vez. Ao trocar a senha, você sai da sua conta em todos os aparelhos.',
      '',
      'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
  };
}
