import type { ReceiptModel } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Money, Table, Text } from '@kk/ui';
import { TableHead } from '@kk/ui/tables';
import type { PrintTemplateProps } from './templateTypes';

function formatDate(iso: string, culture: 'da' | 'en'): string {
  // Danish time, as every other screen shows it, whatever the printing browser's zone.
  return new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));
}

/** The receipt of a transaction, or a wallet's balance statement (template 'receipt'). */
export function Receipt({ data }: PrintTemplateProps<ReceiptModel>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const model = data.model;
  const heading = data.resources?.heading ?? t(`receipt.${model.kind}`);
  const rows: [string, string][] = [
    [t('receipt.reference'), model.reference],
    [t('receipt.date'), formatDate(model.createdDate, culture)],
    [t('receipt.wallet'), model.walletName],
    [t('receipt.customer'), model.customerName],
  ];
  if (model.description) rows.push([t('receipt.description'), model.description]);
  if (model.blocked !== null) rows.push([t('receipt.blocked'), model.blocked ? t('receipt.yes') : t('receipt.no')]);

  return (
    <Box data-testid="receipt">
      <Heading as="h1" size="xl" mb="4">{heading}</Heading>
      <Table.Root size="sm" mb="6" variant="line">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.ColumnHeader scope="row" w="40%">{label}</Table.ColumnHeader>
              <Table.Cell>{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {model.products.length > 0 && (
        <Table.Root size="sm" mb="4" data-testid="receipt-products">
          <TableHead columns={[t('receipt.product'), { label: t('receipt.quantity'), end: true }, { label: t('receipt.unitPrice'), end: true }, { label: t('receipt.amount'), end: true }]} />
          <Table.Body>
            {model.products.map((p, index) => (
              <Table.Row key={`${p.name}-${index}`}>
                <Table.Cell>{p.name}</Table.Cell>
                <Table.Cell textAlign="end">{p.quantity}</Table.Cell>
                <Table.Cell textAlign="end"><Money ore={p.unitPriceOre} /></Table.Cell>
                <Table.Cell textAlign="end"><Money ore={p.unitPriceOre * p.quantity} /></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {model.totalOre !== null && (
        <Text fontSize="lg" fontWeight="bold" textAlign="end" data-testid="receipt-total">{t('receipt.total')}: <Money ore={model.totalOre} /></Text>
      )}
      {model.balanceOre !== null && (
        <Text fontSize="lg" fontWeight="bold" data-testid="receipt-balance">{t('receipt.balanceLabel')}: <Money ore={model.balanceOre} /></Text>
      )}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
