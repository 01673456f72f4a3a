import type { ReconciliationMismatch } from '@kk/contracts';
import { formatKroner } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Table } from '@kk/ui';

const amount = (kroner: number | null, culture: 'da' | 'en') => (kroner === null ? '–' : formatKroner(kroner, culture));

/** What did not match, a row each: the kind in words, the provider, the reference, both sides' amounts, and the payment transaction when there is one. */
export function MismatchTable({ mismatches, onOpenTransaction }: { mismatches: readonly ReconciliationMismatch[]; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const columns = [t('reconciliation.kind'), t('reconciliation.method'), t('reconciliation.reference')];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="reconciliation-mismatches">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{t('reconciliation.mismatches')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => <Table.ColumnHeader key={column} scope="col">{column}</Table.ColumnHeader>)}
            <Table.ColumnHeader scope="col" textAlign="end">{t('reconciliation.providerAmount')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('reconciliation.ledgerAmount')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('reconciliation.detail')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('reconciliation.transaction')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {mismatches.map((mismatch) => (
            <Table.Row key={mismatch.ID} data-testid="reconciliation-mismatch">
              <Table.ColumnHeader scope="row">{t(`reconciliation.kinds.${mismatch.Kind}`)}</Table.ColumnHeader>
              <Table.Cell>{mismatch.Method ? t(`reconciliation.methods.${mismatch.Method}`) : '–'}</Table.Cell>
              <Table.Cell wordBreak="break-all">{mismatch.Reference ?? mismatch.ProviderTransactionID ?? '–'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{amount(mismatch.ProviderAmount, culture)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{amount(mismatch.LedgerAmount, culture)}</Table.Cell>
              <Table.Cell>{mismatch.Detail}</Table.Cell>
              <Table.Cell>
                {mismatch.PaymentTransactionID ? (
                  <Button variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline" onClick={() => onOpenTransaction(mismatch.PaymentTransactionID!)} data-testid="reconciliation-open">
                    {t('reconciliation.openTransaction')}
                  </Button>
                ) : (
                  '–'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
