import type { AdminBackupList } from '../../../src/contracts/admin/backups.ts';
import type { AdminMailFailureList } from '../../../src/contracts/admin/mail-failures.ts';
import type { HealthReport } from '../../../src/contracts/health.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { type Column, ListTable } from '../ui/ListTable.tsx';
import { adminDateTime } from '../ui/dates.ts';

/** Each part /healthz checks, as the owner reads it. */
const PARTS: Record<keyof HealthReport['checks'], string> = {
  storefront: 'Loja (páginas)',
  backend: 'Serviço da loja (API)',
  d1: 'Banco de dados',
  kv: 'Lista de parceiros (KV)',
};

const STATES = { up: 'No ar', down: 'Fora do ar', unknown: 'Sem informação' } as const;

type Part = { part: keyof HealthReport['checks']; state: keyof typeof STATES };

const HEALTH_COLUMNS: Column<Part>[] = [
  { header: 'Parte', cell: ({ part }) => PARTS[part] },
  { header: 'Situação', cell: ({ state }) => STATES[state] },
];

type Backup = AdminBackupList['backups'][number];

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;

const BACKUP_COLUMNS: Column<Backup>[] = [
  { header: 'Cópia', cell: (backup) => backup.name },
  { header: 'Feita em', cell: (backup) => adminDateTime(backup.uploaded) },
  { header: 'Tamanho', cell: (backup) => kilobytes(backup.size), className: 'num' },
];

interface OperationsPageProps {
  storeName: string;
  owner: string;
  health: HealthReport;
  /** null: the bucket could not be read now. */
  backups: AdminBackupList | null;
  mailFailures: AdminMailFailureList | null;
  buildId: string;
  /** The share of requests traced, 0 to 1; null: not configured. */
  traceSamplingRate: number | null;
}

const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

const MAIL_FAILURE_COLUMNS: Column<AdminMailFailureList['failures'][number]>[] = [
  { header: 'Quando', cell: (failure) => adminDateTime(failure.failed_at) },
  { header: 'Para', cell: (failure) => failure.to },
  { header: 'Assunto', cell: (failure) => failure.subject },
];

/**
 * "Operação" (docs/operating-the-shop.md): what an owner checks to run the shop: whether every part
 * answers (the same checks an uptime monitor reads at /healthz), which copies of the database
 * exist, which version is serving and what share of requests is traced (traces are billed). Taking
 * a copy and releasing a version are commands (`npm run backup`, `npm run deploy`): they need the
 * owner's Cloudflare login, which a page never has.
 */
export function OperationsPage({ storeName, owner, health, backups, mailFailures, buildId, traceSamplingRate }: OperationsPageProps) {
  const parts = (Object.keys(PARTS) as Part['part'][]).map((part) => ({ part, state: health.checks[part] }));
  return (
    <AdminDocument title="Operação" storeName={storeName} owner={owner} section="Operação">
      <h2>Saúde da loja</h2>
      <p>{health.status === 'ok' ? 'Tudo no ar.' : 'Alguma parte da loja está fora do ar: veja abaixo qual.'}</p>
      <ListTable rows={parts} columns={HEALTH_COLUMNS} rowKey={({ part }) => part} caption="Cada parte da loja e se responde agora" />
      <p className="hint">Um monitor externo pode consultar o endereço /healthz a cada 5 minutos e avisar por e-mail quando algo sair do ar.</p>

      <h2>Cópias de segurança</h2>
      {backups === null ? (
        <p>Não foi possível ler as cópias agora. Tente de novo em instantes.</p>
      ) : (
        <ListTable
          rows={backups.backups}
          columns={BACKUP_COLUMNS}
          rowKey={(backup) => backup.name}
          empty="Nenhuma cópia ainda. Faça a primeira com npm run backup -- --env production."
          caption="As cópias mais recentes do banco de dados, guardadas no R2"
        />
      )}
      <p className="hint">Para fazer uma cópia agora: npm run backup -- --env production (no computador onde você publica a loja).</p>

      <h2>E-mails que não saíram</h2>
      {mailFailures === null ? (
        <p>Não foi possível ler os e-mails agora. Tente de novo em instantes.</p>
      ) : (
        <ListTable
          rows={mailFailures.failures}
          columns={MAIL_FAILURE_COLUMNS}
          rowKey={(failure) => `${failure.failed_at}-${failure.to}-${failure.subject}`}
          empty="Nenhum: todos os e-mails da loja saíram."
          caption="E-mails que não foram entregues depois de todas as tentativas"
        />
      )}

      <h2>Versão publicada</h2>
      <p>
        Versão <code>{buildId}</code>. Para liberar uma versão nova aos poucos: npm run deploy -- --env production --gradual 10; depois --promote ou --rollback.
      </p>

      <h2>Rastreamento (traces)</h2>
      {traceSamplingRate === null ? (
        <p>A taxa de rastreamento não foi informada (TRACE_SAMPLING_RATE no wrangler.toml).</p>
      ) : (
        <p>
          {PERCENT.format(traceSamplingRate)} das requisições à loja são rastreadas: cada etapa delas fica registrada, para descobrir o que deixa uma página
          lenta. A Cloudflare cobra os rastreamentos além da cota do mês; os logs registram todas as requisições.
        </p>
      )}
    </AdminDocument>
  );
}
