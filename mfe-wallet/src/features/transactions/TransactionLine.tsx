import type { WalletTransaction } from '@kk/contracts';
import { formatDateTime, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, HStack, SignedMoney, Text } from '@kk/ui';

/** The status of a transaction that did not (yet) move money, as a word. */
export function statusKey(transaction: Pick<WalletTransaction, 'Status'>): 'pending' | 'failed' | null {
  if (transaction.Status.IsPending) return 'pending';
  if (transaction.Status.IsFailed) return 'failed';
  return null;
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
        <SignedMoney ore={kronerToOre(transaction.Amount)} strike={status === 'failed'} />
        {status && <Badge ml="2" colorPalette={status === 'failed' ? 'red' : 'gray'}>{t(`ui:transactionStatus.${status}`)}</Badge>}
      </Box>
    </HStack>
  );
}
