import { useEffect, useState, type KeyboardEvent } from 'react';
import type { TransactionSearchResponse, WalletInOnboarding } from '@kk/contracts';
import { panelSearchRequest } from '@kk/domain';
import { useOnBalanceChange, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, RouteLink, Stack, Text, useAsync } from '@kk/ui';
import { TransactionLine } from './TransactionLine';
import { transactionsApi } from './api';

/** Home, End and the arrow keys move between the rows (spec section 2: jump to the first or last row). */
export function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  if (rows.length === 0) return;
  const at = rows.indexOf(document.activeElement as HTMLElement);
  const next = { Home: 0, End: rows.length - 1, ArrowDown: Math.min(at + 1, rows.length - 1), ArrowUp: Math.max(at - 1, 0) }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  rows[next]?.focus();
}

/** The wallet's first six transactions; a change of its balance brings the new ones in without a reload. */
export function TransactionsPanel({ wallet, onOpen }: { wallet: WalletInOnboarding; onOpen: (transactionId: string) => void }) {
  const { t } = useTranslation('wallet');
  const search = useAsync(() => transactionsApi.searchTransactions(panelSearchRequest(), wallet.WalletID), [wallet.WalletID]);
  const [shown, setShown] = useState<TransactionSearchResponse | null>(null);

  useEffect(() => {
    if (search.status === 'done') setShown(search.data);
  }, [search]);

  useOnBalanceChange(wallet.WalletID, search.reload);

  const titleId = `transactions-title-${wallet.WalletID}`;
  // Spec section 8: an answer with an Error shows as an empty list.
  const rows = shown && !shown.Error ? shown.Transactions : [];

  return (
    <Box as="section" aria-labelledby={titleId} data-testid="transactions-panel">
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="sm" id={titleId}>{t('panel.title')}</Heading>
        <RouteLink href={`/Transactions?WalletID=${encodeURIComponent(wallet.WalletID)}`}>{t('panel.all')}</RouteLink>
      </HStack>
      {shown === null && search.status === 'failed' && <Text fontSize="sm" color="fg.muted">{t('panel.failed')}</Text>}
      {shown !== null && rows.length === 0 && <Text fontSize="sm" color="fg.muted">{t('panel.empty')}</Text>}
      {rows.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" p="0" m="0" onKeyDown={moveFocus} aria-describedby={`${titleId}-hint`}>
          {rows.map((transaction) => (
            <li key={transaction.ID}>
              <Button
                data-row
                data-testid="transaction-row"
                variant="ghost"
                w="full"
                h="auto"
                py="2"
                px="2"
                onClick={() => onOpen(transaction.ID)}
                aria-haspopup="dialog"
              >
                <TransactionLine transaction={transaction} />
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <Text id={`${titleId}-hint`} hidden>{t('panel.keyboardHint')}</Text>
    </Box>
  );
}
