// A chart's rows as a real table (issue 31): a caption naming it, column headers, the first column naming each
// row; amounts right aligned. Below 640 px each row is a card whose cells carry their header (no sideways
// scrolling at 375 px).
import type { TableSpec } from './dashboard-panels.js';

export interface ChartTableProps {
  caption: string;
  table: TableSpec;
  /** The caption is the panel's heading already: read by screen readers only. */
  hiddenCaption?: boolean;
}

const alignOf = (column: TableSpec['columns'][number]) => (column.money || column.numeric ? 'vdb-table__number' : undefined);

export function ChartTable({ caption, table, hiddenCaption = false }: ChartTableProps) {
  return (
    <table className="vdb-table">
      <caption className={hiddenCaption ? 'vk-visually-hidden' : 'vdb-table__caption'}>{caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column.header} scope="col" className={alignOf(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => {
              const column = table.columns[i];
              if (!column) return null;
              return i === 0 ? (
                <th key={column.header} scope="row" data-label={column.header}>
                  {cell}
                </th>
              ) : (
                <td key={column.header} className={alignOf(column)} data-label={column.header}>
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
