// A back-office table from declared columns: a labelled table in a box that scrolls sideways when it must,
// a header row (an actions column's header is for screen readers only), one row per record. Below 640 px the
// rows become cards (kit.css `vmk-table`).
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@vitrina/ui-kit';

export interface DataColumn<T> {
  header: string;
  /** The header is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
  /** The column names the row: its cells are row headers. */
  rowHeader?: boolean;
  className?: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** `data-*` attributes of a row (tests and end-to-end runs find rows by them). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Each cell of a column with a visible header carries it as `data-label` (a card's labels). */
  cardLabels?: boolean;
}

export function DataTable<T>({ rows, columns, rowKey, rowData, labelledBy, cardLabels = false }: DataTableProps<T>) {
  return (
    <div className="vmk-table-wrap">
      <table className="vmk-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const label = cardLabels && !column.hiddenHeader ? column.header : undefined;
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={column.className} data-label={label}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className} data-label={label}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
