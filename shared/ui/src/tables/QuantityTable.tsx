import type { ReactNode } from 'react';
import { Table } from '@kk/ui';
import { TableHead } from './TableHead';

/** One product and how many of it. */
export interface ProductQuantity {
  ProductID: string;
  Name: string;
  Quantity: number;
}

/**
 * Products and how many of each to make (the catering kitchen's totals, on its page and in
 * its print): `caption` names the table where it shows one, `label` where it does not.
 */
export function QuantityTable({ rows, columns, quantityWidth, strongQuantities = false, caption, label, variant, mb, testId }: {
  rows: readonly ProductQuantity[];
  columns: { product: string; quantity: string };
  quantityWidth: string;
  strongQuantities?: boolean;
  caption?: ReactNode;
  label?: string;
  variant: 'outline' | 'line';
  mb?: string;
  testId?: string;
}) {
  return (
    <Table.Root size="sm" variant={variant} aria-label={label} mb={mb} data-testid={testId}>
      {caption}
      <TableHead columns={[columns.product, { label: columns.quantity, end: true, width: quantityWidth }]} />
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.ProductID}>
            <Table.Cell>{row.Name}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight={strongQuantities ? 'semibold' : undefined}>{row.Quantity}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
