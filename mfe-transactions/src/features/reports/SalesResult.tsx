import type { ReportCustomer } from '@kk/contracts';
import { formatKroner, formatReportPeriod, reportFileName, salesReportPrintData } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { HStack, Loading, openPrintWindow, Stack, Text, useAsync } from '@kk/ui';
import { reportsApi, type SalesQuery } from './api';
import { ReportActions } from './ReportActions';
import { ReportFailure } from './ReportFailure';
import { SalesTable } from './SalesTable';
import { useCsvDownload } from './useCsvDownload';

/** The sales of one question (GET /api/Reports/Sales): its sum announced, the table, its CSV and its print. */
export function SalesResult({ customer, query }: { customer: ReportCustomer; query: SalesQuery }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const report = useAsync(() => reportsApi.sales(query), [query]);
  const csv = useCsvDownload();
  const period = formatReportPeriod(query.from, query.to, culture);
  const saveCsv = () => void csv.download(() => reportsApi.salesCsv(query), reportFileName(t('reports.sales.csvFile'), customer.Name, query.from, query.to));
  const print = () => report.status === 'done' && void openPrintWindow(salesReportPrintData(report.data, t('reports.sales.printTitle', { customer: report.data.Customer.Name, period })));
  return (
    <Stack gap="3" aria-busy={report.status === 'loading'}>
      {report.status === 'loading' && <Loading />}
      {report.status === 'failed' && <ReportFailure error={report.error} />}
      {report.status === 'done' && (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Text role="status" fontWeight="semibold" data-testid="sales-summary">
              {t('reports.sales.summary', { net: formatKroner(report.data.Totals.Net, culture), vat: formatKroner(report.data.Totals.Vat, culture) })}
            </Text>
            <ReportActions what={t('reports.sales.printTitle', { customer: customer.Name, period })} downloading={csv.downloading} onCsv={saveCsv} onPrint={print} testId="sales" />
          </HStack>
          {report.data.Customers.length > 1 && (
            <Text fontSize="sm" color="fg.muted" data-testid="sales-covers">{t('reports.sales.covers', { customers: report.data.Customers.map((c) => c.Name).join(', ') })}</Text>
          )}
          {report.data.Rows.length === 0 ? <Text data-testid="sales-empty">{t('reports.sales.empty')}</Text> : <SalesTable report={report.data} />}
        </>
      )}
    </Stack>
  );
}
