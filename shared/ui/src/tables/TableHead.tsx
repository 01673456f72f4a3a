import { Table } from '@kk/ui';

/** A column: its header text, or the header of a number column (aligned to the end, as its cells are). */
export type TableColumn = string | { label: string; end?: boolean; width?: string };

/** A table's header row: one column header per column, in order. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <Table.ColumnHeader key={index}>{column}</Table.ColumnHeader>
          ) : (
            <Table.ColumnHeader key={index} textAlign={column.end ? 'end' : undefined} w={column.width}>{column.label}</Table.ColumnHeader>
          ),
        )}
      </Table.Row>
    </Table.Header>
  );
}
