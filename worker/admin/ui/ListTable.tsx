import type { Key, ReactNode } from 'react';

/** One column of a list: its header, what each row shows in it, and how the column sits. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `num` right-aligns counts and amounts; `wide-only` hides a column a phone can do without (admin-css.ts). */
  className?: 'num' | 'wide-only';
}

interface ListTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row> | false>;
  rowKey: (row: Row) => Key;
  /** Said instead of an empty table ("Nenhum cupom cadastrado."); without it the table shows even with no rows. */
  empty?: string;
  /** What the table holds, for a screen reader's table list; shown as a hint above it. */
  caption?: string;
}

/**
 * Every list of the back office: a header row of column headers, then a row per record. Columns are
 * data, so a page says what it lists, not how a table is built; `false` leaves a column out.
 */
export function ListTable<Row>({ rows, columns, rowKey, empty, caption }: ListTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <p>{empty}</p>;
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  // a table wider than a phone scrolls by itself; the page never does (WCAG 1.4.10)
  return (
    <div className="table-scroll">
      <table>
        {caption ? <caption className="hint">{caption}</caption> : null}
        <thead>
          <tr>
            {shown.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per page, in their order
              <th key={index} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <td key={index} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's main text with a note under it: a wine's SKU, a customer's e-mail, an order's bottles. */
export function WithNote({ note, children }: { note: string; children: ReactNode }) {
  return (
    <>
      {children}
      <br />
      <span className="hint">{note}</span>
    </>
  );
}

/** The list's one way to add a record ("Novo cupom"), with any related links after it. */
export function NewRecordLink({ href, label, children }: { href: string; label: string; children?: ReactNode }) {
  return (
    <p>
      <a className="button" href={href}>
        {label}
      </a>
      {children}
    </p>
  );
}

/** How many records the list holds, said again by a screen reader when it changes ("1 pedido", "12 pedidos"). */
export function ListCount({ total, one, many }: { total: number; one: string; many: string }) {
  return <p role="status">{total === 1 ? `1 ${one}` : `${total} ${many}`}</p>;
}
