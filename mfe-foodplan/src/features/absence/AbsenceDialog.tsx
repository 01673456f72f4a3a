import { useState } from 'react';
import type { AbsenceDay, AbsenceLine, AbsencePreview, AbsenceResult } from '@kk/contracts';
import { absenceRangeProblem, copenhagenDate, describeServerError, firstAbsenceDay, formatCalendarDay, formatDateTime, formatOre, kronerToOre } from '@kk/domain';
import { ApiError, getAppConfig, newIdempotencyKey, refreshWalletBalance, useTranslation } from '@kk/platform';
import { Box, Button, HStack, ModalDialog, Stack, Text } from '@kk/ui';
import { DateField } from '@kk/ui/forms';
import { absenceApi } from './api';

type Step = { kind: 'pick' } | { kind: 'preview'; preview: AbsencePreview; key: string } | { kind: 'done'; result: AbsenceResult };

/** One school day of the preview or the result: what is credited, what is too late (with its deadline). */
function DayLines({ day }: { day: AbsenceDay }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const nothing = day.Credited.length === 0 && day.TooLate.length === 0;
  // A subscription's day says so: its amount is the day's share of the period.
  const nameOf = (line: AbsenceLine) => (line.Kind === 'Subscription' ? t('absence.subscription', { name: line.Name }) : line.Name);
  return (
    <Box as="li" borderTopWidth="1px" pt="2" data-testid="absence-day" data-date={day.Date}>
      <Text fontWeight="semibold">{formatCalendarDay(day.Date, culture)}</Text>
      <Stack as="ul" gap="0.5" ps="0" m="0" listStyleType="none" fontSize="sm">
        {day.AlreadyReported && <Text as="li" color="fg.muted">{t('absence.alreadyReported')}</Text>}
        {!day.AlreadyReported && nothing && <Text as="li" color="fg.muted">{t('absence.nothingOrdered')}</Text>}
        {day.Credited.map((line) => (
          <Text as="li" key={`${line.TransactionID}-${line.ProductID}`} data-testid="absence-credited" data-kind={line.Kind}>
            {line.Status === 'Paid'
              ? t('absence.credited', { name: nameOf(line), amount: formatOre(kronerToOre(line.Amount), culture) })
              : t('absence.creditedReserved', { name: nameOf(line) })}
          </Text>
        ))}
        {day.TooLate.map((line) => (
          <Text as="li" key={`${line.TransactionID}-${line.ProductID}`} color="red.700" data-testid="absence-too-late" data-kind={line.Kind}>
            {t('absence.tooLate', { name: nameOf(line), when: formatDateTime(line.Deadline, culture) })}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

function DayList({ days }: { days: readonly AbsenceDay[] }) {
  const { t } = useTranslation('foodplan');
  if (days.length === 0) return <Text data-testid="absence-no-school-days">{t('absence.noSchoolDays')}</Text>;
  return (
    <Stack as="ul" gap="2" ps="0" m="0" listStyleType="none">
      {days.map((day) => <DayLines key={day.Date} day={day} />)}
    </Stack>
  );
}

/**
 * "Meld fravær" / "Report absence" (issue 26) for one child: pick the days (from today, or
 * the next school day), see per school day what will be credited and what is too late,
 * confirm, then the credit and the new balance. The report is sent with one
 * Idempotency-Key per preview, so a repeated click is answered, not done twice. On the
 * wallet site the new balance is published for the page (refreshWalletBalance); the
 * school's staff (partner site) use the same dialog for a pupil.
 */
export function AbsenceDialog({ wallet, onClose, onReported }: { wallet: { WalletID: string; Name: string }; onClose: () => void; onReported?: (result: AbsenceResult) => void }) {
  const { t } = useTranslation('foodplan');
  const { culture, application } = getAppConfig();
  const first = firstAbsenceDay(copenhagenDate(new Date()));
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(first);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const problem = absenceRangeProblem(from, to);
  const failed = (caught: unknown) => {
    const described = caught instanceof ApiError ? caught.describe() : describeServerError({ message: '' });
    setError(t('absence.failed', { message: described.text[culture] }));
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };
  const body = { WalletID: wallet.WalletID, From: from, To: to };
  const showPreview = () => run(async () => setStep({ kind: 'preview', preview: await absenceApi.preview(body), key: newIdempotencyKey() }));
  const confirm = (key: string) =>
    run(async () => {
      const result = await absenceApi.report(body, key);
      setStep({ kind: 'done', result });
      if (application === 'wallet') refreshWalletBalance(wallet.WalletID);
      onReported?.(result);
    });

  const footer = (() => {
    if (step.kind === 'pick') {
      return (
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>{t('absence.close')}</Button>
          <Button colorPalette="blue" disabled={problem !== null} loading={busy} onClick={() => void showPreview()} data-testid="absence-show">{t('absence.show')}</Button>
        </HStack>
      );
    }
    if (step.kind === 'preview') {
      return (
        <HStack gap="3">
          <Button variant="outline" onClick={() => setStep({ kind: 'pick' })}>{t('absence.back')}</Button>
          <Button colorPalette="blue" loading={busy} disabled={step.preview.Days.length === 0} onClick={() => void confirm(step.key)} data-testid="absence-confirm">{t('absence.confirm')}</Button>
        </HStack>
      );
    }
    return <Button onClick={onClose} data-testid="absence-close">{t('absence.close')}</Button>;
  })();

  return (
    <ModalDialog title={t('absence.title', { name: wallet.Name })} onClose={onClose} testId="absence-dialog" footer={footer}>
      <Stack gap="4">
        {step.kind === 'pick' && (
          <>
            <Text color="fg.muted">{t('absence.intro')}</Text>
            <HStack gap="3" flexWrap="wrap" align="start">
              <DateField label={t('absence.from')} value={from} onChange={(value) => { setFrom(value); if (value > to) setTo(value); }} testId="absence-from" />
              <DateField label={t('absence.to')} value={to} onChange={setTo} testId="absence-to" />
            </HStack>
            {problem !== null && from !== '' && to !== '' && <Text role="alert" color="red.700" fontSize="sm" data-testid="absence-range-problem">{t('absence.badRange')}</Text>}
          </>
        )}
        {step.kind === 'preview' && (
          <>
            <DayList days={step.preview.Days} />
            <Text fontWeight="semibold" data-testid="absence-total">{t('absence.total', { amount: formatOre(kronerToOre(step.preview.CreditTotal), culture) })}</Text>
          </>
        )}
        {step.kind === 'done' && (
          <Stack gap="3" role="status" data-testid="absence-result">
            <Text fontWeight="semibold">
              {step.result.CreditTotal > 0 ? t('absence.done', { amount: formatOre(kronerToOre(step.result.CreditTotal), culture) }) : t('absence.doneNothing')}
            </Text>
            <Text data-testid="absence-balance">{t('absence.balance', { amount: formatOre(kronerToOre(step.result.Balance), culture) })}</Text>
            <DayList days={step.result.Days} />
          </Stack>
        )}
        {error !== null && <Text role="alert" color="red.700" data-testid="absence-error">{error}</Text>}
      </Stack>
    </ModalDialog>
  );
}

export default AbsenceDialog;
