// The record tables of Orders, Quotes and Sent mail (the kit's DataTable in its `records` look: a row per
// record, found by its `data-<kind>-id`, a card per row on a phone) and the columns they share: the number as
// the button that opens the record, the date in the business's zone, and an amount aligned right (header
// too) that a quote request not priced yet words instead of $0.00.
import type { ReactNode } from 'react';
import { toMinorUnits } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { DataTable } from './kit/index.js';
import type { DataColumn } from './kit/index.js';

export interface RecordTableProps<T> {
  rows: readonly T[];
  /** What a row is: its `data-<kind>-id` attribute holds the record's id. */
  kind: string;
  /** The table's name. */
  label: string;
  columns: readonly DataColumn<T>[];
}

/** The records as a table, each cell labelled with its column's header for the cards. */
export function RecordTable<T extends { id: number }>({ rows, kind, label, columns }: RecordTableProps<T>) {
  const attribute = `data-${kind}-id` as const;
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ [attribute]: String(row.id) })}
      label={label}
      look="records"
      cardLabels
      columns={columns}
    />
  );
}

/** The number column: a row header holding the button that opens the record (named for screen readers). */
export function openColumn<T>(header: string, open: (row: T) => void, label: (row: T) => string, text: (row: T) => string): DataColumn<T> {
  return {
    header,
    rowHeader: true,
    cell: (row) => (
      <button type="button" className="vo-table__open" aria-label={label(row)} onClick={() => open(row)}>
        {text(row)}
      </button>
    ),
  };
}

/** An amount in the row's currency, right-aligned; `instead` words a row that has no amount yet. */
export function moneyColumn<T extends { currency: string }>(
  header: string,
  amount: (row: T) => string,
  instead?: (row: T) => ReactNode,
): DataColumn<T> {
  return {
    header,
    className: 'vo-table__money',
    onHeader: true,
    cell: (row) => instead?.(row) ?? <Money cents={toMinorUnits(amount(row))} currency={row.currency} />,
  };
}
