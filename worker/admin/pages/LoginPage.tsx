import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice, TextField } from '../ui/fields.tsx';
import { ADMIN_PATHS } from '../admin-paths.ts';

/** The local run's login (worker/admin/owner-gate.ts "local"): "E-mail", "Senha", "Entrar". */
export function LoginPage({ storeName, email, message, errors }: { storeName: string; email?: string; message?: string; errors?: Record<string, string> }) {
  return (
    <AdminDocument title="Entrar no painel" storeName={storeName}>
      <div className="card narrow">
        <FormNotice message={message} errors={errors} labels={{ email: 'E-mail', password: 'Senha' }} />
        <form method="post" action={ADMIN_PATHS.login}>
          <TextField label="E-mail" name="email" type="email" autoComplete="username" required value={email} error={errors?.email} />
          <TextField label="Senha" name="password" type="password" autoComplete="current-password" required error={errors?.password} />
          <button className="button" type="submit">
            Entrar
          </button>
        </form>
      </div>
    </AdminDocument>
  );
}
