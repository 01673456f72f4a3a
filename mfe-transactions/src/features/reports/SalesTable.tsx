import type { SalesReport, SalesRow } from '@kk/contracts';
import { formatReportPeriod, kronerToOre, netAtVatRate, salesRowLabel } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Money, Table } from '@kk/ui';

const MOMS_BP = 2500;
const EXEMPT_BP = 0;

function AmountCells({ row }: { row: SalesRow }) {
  return (
    <>
      <Table.Cell textAlign="end">{row.SaleCount}</Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(row.Sales)} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(row.Refunds)} /></Table.Cell>
      <Table.Cell textAlign="end" fontWeight="semibold"><Money ore={kronerToOre(row.Net)} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(netAtVatRate(row, MOMS_BP))} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(netAtVatRate(row, EXEMPT_BP))} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(row.Vat)} /></Table.Cell>
    </>
  );
}

/** The sales report as a table: a row per group (its key a row header), the totals in the footer. */
export function SalesTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const grouping = t(`reports.sales.groupings.${report.GroupBy}`);
  const columns = [t('reports.sales.saleCount'), t('reports.sales.sales'), t('reports.sales.refunds'), t('reports.sales.net'), t('reports.sales.vat25'), t('reports.sales.exempt'), t('reports.sales.vat')];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="sales-table">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">
          {t('reports.sales.caption', { customer: report.Customer.Name, period: formatReportPeriod(report.From, report.To, culture), grouping: grouping.toLowerCase() })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{grouping}</Table.ColumnHeader>
            {columns.map((column) => <Table.ColumnHeader key={column} scope="col" textAlign="end">{column}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.Rows.map((row) => (
            <Table.Row key={row.Key ?? ''} data-testid="sales-row">
              <Table.ColumnHeader scope="row" fontWeight="normal">{salesRowLabel(row, report.GroupBy, culture)}</Table.ColumnHeader>
              <AmountCells row={row} />
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold" data-testid="sales-totals">
            <Table.ColumnHeader scope="row">{t('reports.total')}</Table.ColumnHeader>
            <AmountCells row={report.Totals} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
