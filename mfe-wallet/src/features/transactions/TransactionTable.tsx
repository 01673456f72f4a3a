import type { WalletTransaction } from '@kk/contracts';
import { formatDateTime, kronerToOre, movedNoMoney } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, Money, SignedMoney, Table, Text, TransactionStateBadge } from '@kk/ui';
import { TableHead } from '@kk/ui/tables';
import { moveFocus } from './TransactionsPanel';
import { statusKey } from './TransactionLine';

/** A page of transactions; each row's description opens its details. */
export function TransactionTable({ transactions, onOpen }: { transactions: readonly WalletTransaction[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  if (transactions.length === 0) return <Text data-testid="transactions-empty">{t('panel.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="transactions-table">
        <TableHead columns={[t('transactionsPage.columns.date'), t('transactionsPage.columns.description'), t('transactionsPage.columns.type'), { label: t('transactionsPage.columns.amount'), end: true }, { label: t('transactionsPage.columns.balance'), end: true }]} />
        <Table.Body onKeyDown={moveFocus}>
          {transactions.map((transaction) => {
            const status = statusKey(transaction);
            return (
              <Table.Row key={transaction.ID} data-testid="transactions-table-row">
                <Table.Cell whiteSpace="nowrap">{formatDateTime(transaction.CreatedDate, culture)}</Table.Cell>
                <Table.Cell>
                  <Button data-row variant="plain" size="sm" px="0" textDecoration="underline" color="brand.fg" onClick={() => onOpen(transaction.ID)} aria-haspopup="dialog">
                    {transaction.Description || t(`ui:transactionTypes.${transaction.Type}`)}
                  </Button>
                </Table.Cell>
                <Table.Cell>
                  {t(`ui:transactionTypes.${transaction.Type}`)}
                  {status && <TransactionStateBadge ml="2" state={status} />}
                </Table.Cell>
                <Table.Cell textAlign="end"><SignedMoney ore={kronerToOre(transaction.Amount)} strike={movedNoMoney(transaction)} /></Table.Cell>
                <Table.Cell textAlign="end">{transaction.BalanceAfter === null ? '—' : <Money ore={kronerToOre(transaction.BalanceAfter)} />}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
