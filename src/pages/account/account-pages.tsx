import { ROUTES } from '../../routes.ts';
import { AccountPage } from './AccountPage.tsx';

/** /Login (spec §2; redirectUrl supported). The form arrives with the accounts work. */
export function LoginPage() {
  return (
    <AccountPage title="Entrar" lead="Acesse sua conta para finalizar compras e acompanhar pedidos.">
      <p>
        Ainda não tem conta? <a href={ROUTES.register}>Cadastre-se</a>.{' '}
        <a href={ROUTES.passwordRecovery}>Esqueci minha senha</a>
      </p>
    </AccountPage>
  );
}

/** /login/recuperar: password recovery. */
export function PasswordRecoveryPage() {
  return <AccountPage title="Recuperar senha" lead="Informe seu e-mail e enviaremos as instruções." />;
}

/** /Register: registration. */
export function RegisterPage() {
  return <AccountPage title="Criar conta" lead="Cadastre-se para comprar e acompanhar seus pedidos." />;
}

/** /register/partial: completion of a partial registration (after signing in with Google). */
export function RegisterPartialPage() {
  return <AccountPage title="Complete seu cadastro" lead="Faltam poucos dados para concluir sua conta." />;
}

/** /Favorite: favourite wines. */
export function FavoritesPage() {
  return <AccountPage title="Favoritos" lead="Os vinhos que você marcou com o coração aparecem aqui." />;
}
