import type { WalletTransaction } from '@kk/contracts';
import { formatDateTime, kronerToOre, movedNoMoney, transactionState, type TransactionState } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, HStack, SignedMoney, Text, TransactionStateBadge } from '@kk/ui';

/** The state a row names beside its amount (@kk/domain transactionState); none for an ordinary completed movement. */
export function statusKey(transaction: Pick<WalletTransaction, 'Status' | 'OrderStatus' | 'ErrorMessage'>): Exclude<TransactionState, 'completed'> | null {
  const state = transactionState(transaction);
  return state === 'completed' ? null : state;
}

/** One transaction as the panel and the dialogs show it: what (in the reader's language), the seller's description, when, how much. */
export function TransactionLine({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const status = statusKey(transaction);
  const label = t(`ui:transactionTypes.${transaction.Type}`);
  const description = transaction.Description && transaction.Description !== label ? `${transaction.Description} · ` : '';
  return (
    <HStack justify="space-between" align="flex-start" gap="3" w="full">
      <Box textAlign="start" minW="0">
        <Text fontWeight="medium" color="fg">{label}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {description}{formatDateTime(transaction.CreatedDate, culture)}
        </Text>
      </Box>
      <Box textAlign="end" flexShrink={0}>
        <SignedMoney ore={kronerToOre(transaction.Amount)} strike={movedNoMoney(transaction)} />
        {status && <TransactionStateBadge ml="2" state={status} />}
      </Box>
    </HStack>
  );
}
