import type { StatementModel } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Money, Table, Text } from '@kk/ui';
import type { PrintTemplateProps } from './templateTypes';

const COLUMNS = ['date', 'time', 'type', 'description', 'place', 'amount', 'status'] as const;

/**
 * A wallet's transactions of a period (template 'transactions-statement', landscape): what
 * the wallet remote's export prints, and what the browser's "Save as PDF" keeps. The
 * column headings come with the data, in the reader's language; the print texts are the fallback.
 */
export function Statement({ data }: PrintTemplateProps<StatementModel>) {
  const { t } = useTranslation('print');
  const { pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const model = data.model;
  const text = (key: string) => data.resources?.[key] ?? t(`statement.${key}`);
  return (
    <Box data-testid="statement">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="4">{data.resources?.period ?? `${model.from} – ${model.to}`}</Text>
      <Table.Root size="sm" mb="4" data-testid="statement-rows">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} textAlign={column === 'amount' ? 'end' : undefined}>{text(column)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {model.rows.map((row, index) => (
            <Table.Row key={index}>
              <Table.Cell>{row.date}</Table.Cell>
              <Table.Cell>{row.time}</Table.Cell>
              <Table.Cell>{row.type}</Table.Cell>
              <Table.Cell>{row.description}</Table.Cell>
              <Table.Cell>{row.place}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap"><Money ore={row.amountOre} /></Table.Cell>
              <Table.Cell>{row.status}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontWeight="bold" textAlign="end" data-testid="statement-total">{text('total')}: <Money ore={model.totalOre} /></Text>
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
