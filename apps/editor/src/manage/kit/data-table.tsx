// A back-office table from declared columns: a labelled table in a box that scrolls sideways when it must,
// a header row (an actions column's header is for screen readers only), one row per record. Below 640 px the
// rows become cards (kit.css `vmk-table`). Orders and Quotes keep their record table's look (`vo-table` in a
// framed `vo-table-wrap`, cards below 720 px with each cell's `data-label`).
import type { ReactNode } from 'react';
import { Button, VisuallyHidden } from '@vitrina/ui-kit';

export interface DataColumn<T> {
  header: string;
  /** The header is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
  /** The column names the row: its cells are row headers. */
  rowHeader?: boolean;
  /** The cells' class (with `onHeader`, the header's too: a money column aligns both). */
  className?: string;
  onHeader?: boolean;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** `data-*` attributes of a row (tests and end-to-end runs find rows by them). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** The id of the heading that names the table, or else its name (`label`). */
  labelledBy?: string;
  label?: string;
  /** The table's look: the kit's (`vmk-table`, default) or the record table's (`vo-table`). */
  look?: 'kit' | 'records';
  /** Each cell of a column with a visible header carries it as `data-label` (a card's labels). */
  cardLabels?: boolean;
}

const LOOKS = { kit: 'vmk-table', records: 'vo-table' } as const;

export function DataTable<T>({ rows, columns, rowKey, rowData, labelledBy, label, look = 'kit', cardLabels = false }: DataTableProps<T>) {
  return (
    <div className={`${LOOKS[look]}-wrap`}>
      <table className={LOOKS[look]} aria-labelledby={labelledBy} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.onHeader ? column.className : undefined}>
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

/** One button of a row's actions: its text, and its name for screen readers (which names the row too). */
export interface RowAction {
  label: string;
  name: string;
  onClick: () => void;
  loading?: boolean;
}

/** A row's actions: a column whose header is for screen readers only, one secondary button per action. */
export function actionsColumn<T>(header: string, className: string, actionsOf: (row: T) => readonly RowAction[]): DataColumn<T> {
  return {
    header,
    hiddenHeader: true,
    className,
    cell: (row) =>
      actionsOf(row).map((action) => (
        <Button
          key={action.label}
          type="button"
          variant="secondary"
          loading={action.loading}
          aria-label={action.name}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )),
  };
}
