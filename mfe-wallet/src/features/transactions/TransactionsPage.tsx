import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import {
  copenhagenDay,
  isoWeekOf,
  kronerToOre,
  pageCount,
  TRANSACTIONS_PAGE_SIZE,
  transactionSearchRequest,
  type TransactionStatusFilter,
  type TransactionType,
  type WeekSelection,
} from '@kk/domain';
import { bus, navigate, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, LoadFailed, Loading, SignedMoney, Stack, Text, useAsync } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { TransactionTable } from './TransactionTable';
import { WeekPicker } from './WeekPicker';
import { transactionsApi } from './api';

const TransactionDetailsDialog = lazy(() => import('./TransactionDetailsDialog'));

/** The type filter's choices, each a list of the API's types (sent as a search-type-5 list). */
export const TYPE_FILTERS: Record<string, readonly TransactionType[]> = {
  all: [],
  deposits: ['Deposit', 'CardPayment'],
  refills: ['AutomaticRefill', 'MonthlyRefill'],
  purchases: ['Purchase', 'CanteenPurchase', 'Order'],
  refunds: ['Refund'],
  transfers: ['WalletTransfer', 'CardPayback'],
};

const STATUS_FILTERS = ['', 'Completed', 'Pending', 'Failed'] as const;

/**
 * The transactions page (/Transactions?WalletID=): the wallet's transactions 10 at a time,
 * filtered with the generic search (FK_WalletID, a type list, status, a week).
 */
export function TransactionsPage({ wallets, walletId }: { wallets: readonly WalletInOnboarding[]; walletId: string | null }) {
  const { t } = useTranslation('wallet');
  const wallet = wallets.find((w) => w.WalletID.toLowerCase() === walletId?.toLowerCase()) ?? wallets[0] ?? null;
  const [typeFilter, setTypeFilter] = useState('all');
  const [status, setStatus] = useState<'' | TransactionStatusFilter>('');
  const [week, setWeek] = useState<{ selection: WeekSelection; start: string; end: string } | null>(null);
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const today = useMemo(() => {
    const [year, month, day] = copenhagenDay(new Date()).split('-').map(Number);
    return isoWeekOf({ year: year!, month: month!, day: day! });
  }, []);

  const request = transactionSearchRequest(
    { walletId: wallet?.WalletID ?? null, types: TYPE_FILTERS[typeFilter], status: status || null, startDate: week?.start, endDate: week?.end },
    page,
    TRANSACTIONS_PAGE_SIZE,
  );
  const result = useAsync(() => (wallet ? transactionsApi.searchTransactions(request) : Promise.resolve(null)), [request]);

  // A new movement on this wallet shows up without a reload.
  const reload = result.reload;
  useEffect(() => bus.subscribe('wallet.balance.changed', ({ walletId: changed }) => changed === wallet?.WalletID && reload()), [reload, wallet?.WalletID]);

  const filtersChanged = (apply: () => void) => {
    apply();
    setPage(0);
  };

  if (!wallet) return <Text>{t('empty')}</Text>;
  const answer = result.status === 'done' ? result.data : null;
  const rows = answer && !answer.Error ? answer.Transactions : [];
  const pages = pageCount(answer?.Error ? 0 : (answer?.TotalCount ?? 0), TRANSACTIONS_PAGE_SIZE);

  return (
    <Stack as="section" gap="5" aria-labelledby="transactions-page-title" data-testid="transactions-page">
      <Heading as="h1" size="xl" id="transactions-page-title">{t('transactionsPage.title', { name: wallet.Name })}</Heading>
      <HStack as="form" role="search" aria-label={t('transactionsPage.filters')} gap="4" wrap="wrap" align="flex-end" onSubmit={(event) => event.preventDefault()}>
        {wallets.length > 1 && (
          <SelectField label={t('transactionsPage.wallet')} value={wallet.WalletID} onChange={(id) => navigate(`/Transactions?WalletID=${encodeURIComponent(id)}`)} testId="filter-wallet">
            {wallets.map((w) => <option key={w.WalletID} value={w.WalletID}>{w.Name}</option>)}
          </SelectField>
        )}
        <SelectField label={t('transactionsPage.type')} value={typeFilter} onChange={(value) => filtersChanged(() => setTypeFilter(value))} testId="filter-type">
          {Object.keys(TYPE_FILTERS).map((key) => <option key={key} value={key}>{t(`transactionsPage.types.${key}`)}</option>)}
        </SelectField>
        <SelectField label={t('transactionsPage.status')} value={status} onChange={(value) => filtersChanged(() => setStatus(value as '' | TransactionStatusFilter))} testId="filter-status">
          {STATUS_FILTERS.map((key) => <option key={key} value={key}>{t(`transactionsPage.statuses.${key || 'all'}`)}</option>)}
        </SelectField>
        <Box>
          <Text fontWeight="medium" fontSize="sm" mb="1.5">{t('transactionsPage.week')}</Text>
          <HStack gap="2">
            <WeekPicker current={today} value={week?.selection ?? null} onChange={(row) => filtersChanged(() => setWeek({ selection: { week: row.week, year: row.year }, start: row.start, end: row.end }))} />
            {week && <Button size="sm" variant="ghost" onClick={() => filtersChanged(() => setWeek(null))}>{t('transactionsPage.allWeeks')}</Button>}
          </HStack>
        </Box>
      </HStack>
      {result.status === 'loading' && answer === null && <Loading />}
      {result.status === 'failed' && <LoadFailed />}
      {answer && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="transactions-count">
            {t('transactionsPage.count', { count: answer.Error ? 0 : answer.TotalCount })}
            {!answer.Error && answer.TotalCount > 0 && <> · {t('transactionsPage.sum')}: <SignedMoney ore={kronerToOre(answer.Sum)} /></>}
          </Text>
          <TransactionTable transactions={rows} onOpen={setOpenId} />
          <HStack as="nav" aria-label={t('transactionsPage.pages')} gap="3" justify="flex-end">
            <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>{t('transactionsPage.previous')}</Button>
            <Text fontSize="sm" aria-current="page">{t('transactionsPage.pageOf', { page: page + 1, pages })}</Text>
            <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)} data-testid="next-page">{t('transactionsPage.next')}</Button>
          </HStack>
        </>
      )}
      <Suspense fallback={null}>{openId && <TransactionDetailsDialog transactionId={openId} onClose={() => setOpenId(null)} />}</Suspense>
    </Stack>
  );
}
