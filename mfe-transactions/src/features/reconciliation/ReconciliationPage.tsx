import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReconciliationDay } from '@kk/contracts';
import { copenhagenDate } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, Loading, LoadFailed, PageTitle, Stack, Text, useAsync } from '@kk/ui';
import { DateField } from '@kk/ui/forms';
import { reconciliationApi } from './api';
import { ReconciliationDayView } from './ReconciliationDayView';

/**
 * /Reconciliation in the support tool (issue 27): a day's reconciliation of the providers'
 * settlement files with the ledger (GET /api/Admin/Reconciliation?date=), run again on
 * request ("Kør afstemning nu", POST …/Run). The button keeps the focus through the run and
 * the outcome is announced. A mismatch's payment transaction opens in the transaction
 * dialog, which the app composes in (`renderDetails`).
 */
export function ReconciliationPage({ renderDetails }: { renderDetails: (transactionId: string, onClose: () => void) => ReactNode }) {
  const { t } = useTranslation('transactions');
  const [date, setDate] = useState(() => copenhagenDate(new Date()));
  const loaded = useAsync(() => reconciliationApi.day(date), [date]);
  const [ran, setRan] = useState<ReconciliationDay | null>(null);
  const [running, setRunning] = useState(false);
  const [runFailed, setRunFailed] = useState(false);
  const [runs, setRuns] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const runButton = useRef<HTMLButtonElement | null>(null);

  // The button was disabled while the run went on, which may have taken the focus away: it gets it back.
  useEffect(() => {
    if (runs > 0) runButton.current?.focus();
  }, [runs]);

  const chooseDate = (value: string) => {
    if (!value) return;
    setRan(null);
    setRunFailed(false);
    setDate(value);
  };
  const run = async () => {
    setRunning(true);
    setRunFailed(false);
    try {
      setRan(await reconciliationApi.run(date));
    } catch {
      setRunFailed(true);
    } finally {
      setRunning(false);
      setRuns((n) => n + 1);
    }
  };

  const day = ran ?? (loaded.status === 'done' ? loaded.data : null);
  return (
    <Stack gap="6">
      <PageTitle title={t('reconciliation.title')} intro={t('reconciliation.intro')} />
      <HStack gap="4" align="end" flexWrap="wrap">
        <Box minW="xs">
          <DateField label={t('reconciliation.date')} value={date} onChange={chooseDate} testId="reconciliation-date" />
        </Box>
        <Button ref={runButton} onClick={() => void run()} loading={running} disabled={running} data-testid="reconciliation-run">{t('reconciliation.run')}</Button>
      </HStack>
      {runFailed && <Text role="alert" color="red.700" data-testid="reconciliation-run-failed">{t('reconciliation.runFailed')}</Text>}
      <Stack as="section" aria-labelledby="reconciliation-result" gap="3" aria-busy={loaded.status === 'loading' || running}>
        <Heading as="h2" size="lg" id="reconciliation-result">{t('reconciliation.result')}</Heading>
        {day === null && loaded.status === 'loading' && <Loading />}
        {day === null && loaded.status === 'failed' && <LoadFailed />}
        {day !== null && <ReconciliationDayView day={day} onOpenTransaction={setOpenId} />}
      </Stack>
      {openId !== null && renderDetails(openId, () => setOpenId(null))}
    </Stack>
  );
}
