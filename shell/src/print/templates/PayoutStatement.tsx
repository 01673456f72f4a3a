import type { PayoutStatement as Statement } from '@kk/contracts';
import { formatCalendarDate, formatReportPeriod, kronerToOre } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Money, Table, Text } from '@kk/ui';
import type { PrintTemplateProps } from './templateTypes';

const AMOUNTS = ['netSales', 'providerFees', 'platformFee', 'paidOut', 'carried'] as const;

/**
 * A customer's payouts of a period (template 'payout-statement', issue 27, landscape): what
 * each payout settled, the fees taken from it, what went to the bank, and the sums.
 */
export function PayoutStatement({ data }: PrintTemplateProps<Statement>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const statement = data.model;
  const money = (kroner: number) => <Money ore={kronerToOre(kroner)} />;
  return (
    <Box data-testid="payout-statement-print">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="5">{statement.Customer.Name} · {formatReportPeriod(statement.From, statement.To, culture)}</Text>
      {statement.Payouts.length === 0 ? (
        <Text>{t('reports.noPayouts')}</Text>
      ) : (
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('reports.date')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('reports.status')}</Table.ColumnHeader>
              {AMOUNTS.map((key) => <Table.ColumnHeader key={key} scope="col" textAlign="end">{t(`reports.${key}`)}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {statement.Payouts.map((payout) => (
              <Table.Row key={payout.ID} data-testid="payout-print-row">
                <Table.Cell whiteSpace="nowrap">{formatCalendarDate(payout.Date, culture)}</Table.Cell>
                <Table.Cell>{t(`reports.payoutStatus.${payout.Status}`)}</Table.Cell>
                {[payout.NetSales, payout.ProviderFees, payout.PlatformFee, payout.Amount, payout.Carried].map((amount, index) => (
                  <Table.Cell key={AMOUNTS[index]} textAlign="end" whiteSpace="nowrap">{money(amount)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="bold" data-testid="payout-print-totals">
              <Table.Cell colSpan={2}>{t('reports.total')}</Table.Cell>
              {[statement.NetSales, statement.ProviderFees, statement.PlatformFee, statement.Amount].map((amount, index) => (
                <Table.Cell key={AMOUNTS[index]} textAlign="end" whiteSpace="nowrap">{money(amount)}</Table.Cell>
              ))}
              <Table.Cell />
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      )}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
