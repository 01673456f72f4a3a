import { Badge } from '@chakra-ui/react';
import type { TransactionState } from '@kk/domain';
import { useTranslation } from '@kk/platform';

const PALETTE: Record<TransactionState, string> = { completed: 'green', pending: 'yellow', failed: 'red', cancelled: 'gray', expired: 'gray' };

/**
 * A transaction's one true state (@kk/domain transactionState) as a word, the same on the
 * wallet site, the partner site and in the support tool.
 */
export function TransactionStateBadge({ state, ml }: { state: TransactionState; ml?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Badge ml={ml} colorPalette={PALETTE[state]} data-testid="transaction-state" data-state={state}>
      {t(`transactionStatus.${state}`)}
    </Badge>
  );
}
