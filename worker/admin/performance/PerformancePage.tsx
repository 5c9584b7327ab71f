import type { VitalName } from '../../../src/contracts/field-data.ts';
import type { FieldSummary, SummaryRefusal } from '../../field-data/field-data-store.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { type Column, ListTable } from '../ui/ListTable.tsx';

/** The days the page sums up. */
export const PERFORMANCE_DAYS = 7;

/** The page types an owner recognises, by the route template the field data carries. */
const PAGE_TYPES: Readonly<Record<string, string>> = {
  '/momentos': 'Momentos (início)',
  '/pratos': 'Pratos',
  '/todososvinhos': 'Todos os vinhos',
  '/blackfriday': 'Black Friday',
  '/produto/:slug': 'Produto',
  '/resultados/:term': 'Resultados da busca',
  '/parceiros/:brand': 'Página de parceiro',
  '/:category': 'Categoria',
  '/sommelier': 'Sommelier virtual',
};

/** What Google counts as a good visit at the 75th percentile (web.dev "Core Web Vitals"), and how each is written. */
const VITALS: ReadonlyArray<{ name: VitalName; good: number; show: (value: number) => string }> = [
  { name: 'LCP', good: 2500, show: (value) => `${(value / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} s` },
  { name: 'INP', good: 200, show: (value) => `${Math.round(value).toLocaleString('pt-BR')} ms` },
  { name: 'CLS', good: 0.1, show: (value) => value.toLocaleString('pt-BR', { maximumFractionDigits: 3 }) },
  { name: 'TTFB', good: 800, show: (value) => `${Math.round(value).toLocaleString('pt-BR')} ms` },
];

interface PageRow {
  route: string;
  device: string;
  values: Partial<Record<VitalName, number>>;
  samples: number;
}

/** One row per page type and device class, a column per vital. */
function pageRows(vitals: FieldSummary['vitals']): PageRow[] {
  const rows = new Map<string, PageRow>();
  for (const { route, device, name, p75, samples } of vitals) {
    const key = `${route} ${device}`;
    const row = rows.get(key) ?? { route, device, values: {}, samples: 0 };
    row.values[name] = p75;
    row.samples = Math.max(row.samples, samples);
    rows.set(key, row);
  }
  return [...rows.values()];
}

const PAGE_COLUMNS: Column<PageRow>[] = [
  { header: 'Página', cell: ({ route }) => PAGE_TYPES[route] ?? route },
  { header: 'Aparelho', cell: ({ device }) => device },
  ...VITALS.map(
    ({ name, good, show }): Column<PageRow> => ({
      header: name,
      className: 'num',
      cell: ({ values }) => {
        const value = values[name];
        if (value === undefined) return '—';
        return value <= good ? show(value) : `${show(value)} (acima de ${show(good)})`;
      },
    }),
  ),
  { header: 'Visitas medidas', className: 'num', cell: ({ samples }) => samples.toLocaleString('pt-BR') },
];

const CLICK_COLUMNS: Column<FieldSummary['clicks'][number]>[] = [
  { header: 'Origem (utm_source)', cell: ({ source }) => source },
  { header: 'Cliques', className: 'num', cell: ({ clicks }) => clicks.toLocaleString('pt-BR') },
];

const REFUSALS: Record<SummaryRefusal, string> = {
  unconfigured:
    'Os números dos clientes aparecem aqui quando a variável ANALYTICS_ACCOUNT_ID e o segredo ANALYTICS_API_TOKEN estão configurados (veja "Field data" em docs/performance.md).',
  unreadable: 'Não foi possível ler os números agora. Tente de novo em alguns minutos.',
};

interface PerformancePageProps {
  storeName: string;
  owner: string;
  summary: FieldSummary | SummaryRefusal;
}

/**
 * "Desempenho" (docs/performance.md "Field data"): how fast the shop is for real shoppers, from
 * their own browsers, over the last 7 days: the 75th percentile of each Core Web Vital per page
 * type and device class (three visits in four were at least this fast), and the campaign clicks
 * by source.
 */
export function PerformancePage({ storeName, owner, summary }: PerformancePageProps) {
  return (
    <AdminDocument title="Desempenho" storeName={storeName} owner={owner} section="Desempenho">
      <p>
        A velocidade da loja medida nos aparelhos dos clientes nos últimos {PERFORMANCE_DAYS} dias. Cada número é o de 3 visitas em cada 4 (o percentil 75): o
        esperado é LCP (o conteúdo principal aparece) até 2,5 s, INP (resposta a um toque) até 200 ms, CLS (a página não pula) até 0,1 e TTFB (o primeiro byte)
        até 0,8 s.
      </p>
      {typeof summary === 'string' ? (
        <p>{REFUSALS[summary]}</p>
      ) : (
        <>
          <h2>Velocidade por página e aparelho</h2>
          <ListTable
            rows={pageRows(summary.vitals)}
            columns={PAGE_COLUMNS}
            rowKey={({ route, device }) => `${route} ${device}`}
            empty="Nenhuma visita medida ainda."
            caption="Percentil 75 de cada métrica, por tipo de página e aparelho"
          />
          <h2>Cliques de campanha</h2>
          <ListTable
            rows={summary.clicks}
            columns={CLICK_COLUMNS}
            rowKey={({ source }) => source}
            empty="Nenhum clique de campanha ainda."
            caption="Visitas que chegaram por um link de campanha, por origem"
          />
        </>
      )}
    </AdminDocument>
  );
}
