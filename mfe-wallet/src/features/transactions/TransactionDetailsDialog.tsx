import { useTranslation } from 'react-i18next';
import type { TransactionDetail } from '@kk/contracts';
import { formatDateTime, kronerToOre, receiptFromWalletTransaction, receiptPrintData } from '@kk/domain';
import { getAppConfig } from '@kk/platform';
import { Box, Button, HStack, Loading, LoadFailed, ModalDialog, Money, Stack, Table, Text, openPrintWindow, useAsync } from '@kk/ui';
import { statusKey, TransactionLine } from './TransactionLine';
import { transactionsApi } from './api';

function Facts({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const status = statusKey(detail);
  const rows: [string, string][] = [
    [t('details.type'), t(`transactionTypes.${detail.Type}`)],
    [t('details.date'), formatDateTime(detail.CreatedDate, culture)],
    [t('details.wallet'), detail.Wallet.Name],
  ];
  if (detail.Customer) rows.push([t('details.customer'), detail.Customer.Name]);
  rows.push([t('details.status'), t(`transactionStatus.${status ?? 'completed'}`)]);
  if (detail.ErrorMessage) rows.push([t('details.error'), detail.ErrorMessage]);
  rows.push([t('details.reference'), detail.ID]);
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">{label}</Text>
          <Text as="dd" m="0" wordBreak="break-word">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}

function Products({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('wallet');
  if (detail.Products.length === 0) return null;
  return (
    <Table.Root size="sm" data-testid="transaction-products">
      <Table.Caption srOnly>{t('details.products')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('details.product')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('details.quantity')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('details.price')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {detail.Products.map((product, index) => (
          <Table.Row key={`${product.ID}-${index}`}>
            <Table.Cell>{product.Name}</Table.Cell>
            <Table.Cell textAlign="end">{product.Quantity}</Table.Cell>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(product.Price)} /></Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A transaction's details with its printable receipt (the shell's print window and receipt template). */
export default function TransactionDetailsDialog({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const detail = useAsync(() => transactionsApi.transactionDetail(transactionId), [transactionId]);
  const print = (data: TransactionDetail) => {
    void openPrintWindow(receiptPrintData(receiptFromWalletTransaction(data), t('details.receiptTitle', { name: data.Wallet.Name })));
  };
  return (
    <ModalDialog
      title={t('details.title')}
      onClose={onClose}
      testId="transaction-details"
      footer={(
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>{t('common.close')}</Button>
          {detail.status === 'done' && <Button onClick={() => print(detail.data)} data-testid="print-receipt">{t('details.print')}</Button>}
        </HStack>
      )}
    >
      {detail.status === 'loading' && <Loading />}
      {detail.status === 'failed' && <LoadFailed />}
      {detail.status === 'done' && (
        <Stack gap="4">
          <TransactionLine transaction={detail.data} />
          {detail.data.BalanceAfter !== null && (
            <Text fontSize="sm">{t('details.balanceAfter')}: <Money ore={kronerToOre(detail.data.BalanceAfter)} /></Text>
          )}
          <Facts detail={detail.data} />
          <Products detail={detail.data} />
        </Stack>
      )}
    </ModalDialog>
  );
}
