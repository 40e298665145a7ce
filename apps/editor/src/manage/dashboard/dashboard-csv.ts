// A chart's rows as a CSV file (issue 31), written by csv-stringify's browser build with the rule of the
// Customers export (apps/api customers-export-service): formulas escaped, so a product named "=1+1" stays
// text in a spreadsheet, and a byte-order mark so Excel reads the accents. Money columns hold plain decimals
// with two digits ("-12.50": numbers are never taken for formulas). The library loads on the first download.
import type { TableSpec } from './dashboard-panels.js';

/** The CSV text of a table: its headers, then its rows' values. */
export async function csvOf(table: TableSpec): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const money = new Set(table.columns.flatMap((column, index) => (column.money ? [index] : [])));
  return stringify([table.columns.map((column) => column.header), ...table.rows.map((row) => row.values)], {
    escape_formulas: true,
    bom: true,
    cast: { number: (value, context) => (money.has(Number(context.column)) && !context.header ? value.toFixed(2) : String(value)) },
  });
}

/** The file's name: the chart and the days it covers (`sales-by-day-2026-11-02-2026-12-01.csv`). */
export function csvName(id: string, range: { from: string; to: string }): string {
  const slug = id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `${slug}-${range.from}-${range.to}.csv`;
}
