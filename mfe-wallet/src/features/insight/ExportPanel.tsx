import { useState } from 'react';
import { useTranslation } from '@kk/platform';
import { downloadCsv } from '@kk/platform/download';
import type { WalletInOnboarding } from '@kk/contracts';
import { exportFileName, formatCalendarDate, statementModel, statementPrintData, transactionsCsv, type Culture, type ExportLabels } from '@kk/domain';
import { Button, HStack, openPrintWindow, Stack, Text } from '@kk/ui';
import { insightApi } from './api';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; count: number } | { kind: 'failed' };

/**
 * The transactions of the chosen period, any length, as CSV (UTF-8 with BOM, ';' in
 * Danish and ',' in English, as Excel expects) or as a statement in the print window,
 * which the browser saves as PDF ("Save as PDF"): no PDF library in the bundle.
 */
export function ExportPanel({ wallet, from, to, culture, disabled }: { wallet: WalletInOnboarding; from: string; to: string; culture: Culture; disabled: boolean }) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const labels: ExportLabels = {
    date: t('insight.columns.date'),
    time: t('insight.columns.time'),
    type: t('insight.columns.type'),
    description: t('insight.columns.description'),
    place: t('insight.columns.place'),
    amount: t('insight.columns.amount'),
    balanceAfter: t('insight.columns.balanceAfter'),
    status: t('insight.columns.status'),
    typeName: (type) => t(`ui:transactionTypes.${type}`),
    statusName: (state) => t(`ui:transactionStatus.${state}`),
  };

  const fetchAll = async (announce: boolean) => {
    setState({ kind: 'working' });
    try {
      const transactions = await insightApi.transactionsOfPeriod(wallet.WalletID, from, to);
      setState(announce ? { kind: 'done', count: transactions.length } : { kind: 'idle' });
      return transactions;
    } catch (error) {
      setState({ kind: 'failed' });
      throw error;
    }
  };

  const saveCsv = async () => {
    const transactions = await fetchAll(true).catch(() => null);
    if (transactions === null) return;
    downloadCsv(transactionsCsv(transactions, culture, labels), exportFileName([t('insight.export.fileName'), wallet.Name, from, to], 'csv'));
  };

  // The print window opens inside the click (no popup blocker) and gets the statement when it is read.
  const print = () =>
    void openPrintWindow(async () => {
      const transactions = await fetchAll(false);
      const { typeName: _typeName, statusName: _statusName, ...headings } = labels;
      const resources = {
        ...headings,
        period: t('insight.export.statementPeriod', { from: formatCalendarDate(from, culture), to: formatCalendarDate(to, culture) }),
        total: t('insight.export.statementTotal'),
      };
      return statementPrintData(statementModel(wallet.Name, from, to, transactions, culture, labels), t('insight.export.statementTitle', { name: wallet.Name }), resources);
    });

  return (
    <Stack as="section" gap="2" aria-labelledby="insight-export-title" data-testid="insight-export">
      <Text as="h3" id="insight-export-title" fontWeight="semibold">{t('insight.export.title')}</Text>
      <Text fontSize="sm" color="fg.muted">{t('insight.export.hint', { from: formatCalendarDate(from, culture), to: formatCalendarDate(to, culture) })}</Text>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" onClick={() => void saveCsv()} disabled={disabled || state.kind === 'working'} data-testid="export-csv">{t('insight.export.csv')}</Button>
        <Button size="sm" variant="outline" onClick={print} disabled={disabled || state.kind === 'working'} data-testid="export-pdf">{t('insight.export.pdf')}</Button>
      </HStack>
      <Text fontSize="sm" aria-live="polite" role="status" data-testid="export-status">
        {state.kind === 'working' && t('insight.export.working')}
        {state.kind === 'done' && t('insight.export.done', { count: state.count })}
        {state.kind === 'failed' && t('insight.export.failed')}
      </Text>
    </Stack>
  );
}
