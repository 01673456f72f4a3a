import { useEffect, useRef, useState } from 'react';
import type { ReportCustomer, SchoolYearPreviewRow } from '@kk/contracts';
import { copenhagenDate, DEFAULT_LAST_GRADE, formatCalendarDate, GRADE_NUMBERS } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack, Text, confirmDialog } from '@kk/ui';
import { DateField, SelectField } from '@kk/ui/forms';
import { schoolYearApi } from './api';
import { previewCounts, PreviewTable } from './PreviewTable';

type Preview = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; badGrade: boolean } | { status: 'done'; rows: SchoolYearPreviewRow[] };
type Outcome = { kind: 'scheduled'; date: string } | { kind: 'alreadyScheduled' } | { kind: 'failed' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A customer's next school year: the last grade and the date, the preview
 * (POST …/Preview), then "Planlæg" after a confirmation (POST …/Schedule). A customer with
 * one scheduled already is refused (409) with what to do. The focus goes back to the
 * button that opened the confirmation when it closes.
 */
export function SchoolYearPlanner({ customer, onScheduled }: { customer: ReportCustomer; onScheduled: () => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const [lastGrade, setLastGrade] = useState(String(DEFAULT_LAST_GRADE));
  const [date, setDate] = useState('');
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const [scheduling, setScheduling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [calls, setCalls] = useState(0);
  const scheduleButton = useRef<HTMLButtonElement | null>(null);

  // The button was disabled while the call went on, which may have taken the focus away: it gets it back.
  useEffect(() => {
    if (calls > 0) scheduleButton.current?.focus();
  }, [calls]);

  const today = copenhagenDate(new Date());
  const dateChosen = DATE.test(date);
  const dateInPast = dateChosen && date < today;
  const canSchedule = preview.status === 'done' && dateChosen && !dateInPast && !scheduling;

  const chooseLastGrade = (value: string) => {
    // The preview was for the other grade: it is asked for again.
    setLastGrade(value);
    setPreview({ status: 'idle' });
    setOutcome(null);
  };

  const showPreview = async () => {
    setPreview({ status: 'loading' });
    setOutcome(null);
    try {
      setPreview({ status: 'done', rows: await schoolYearApi.preview({ CustomerID: customer.ID, LastGrade: Number(lastGrade) }) });
    } catch (error) {
      setPreview({ status: 'failed', badGrade: error instanceof ApiError && error.status === 400 });
    }
  };

  const schedule = async () => {
    if (preview.status !== 'done') return;
    const counts = previewCounts(preview.rows);
    const shownDate = formatCalendarDate(date, culture);
    const ok = await confirmDialog({
      title: t('schoolYear.confirmSchedule.title'),
      message: t('schoolYear.confirmSchedule.message', { customer: customer.Name, date: shownDate, moves: t('schoolYear.moves', { count: counts.moves }), leavers: t('schoolYear.leavers', { count: counts.leavers }) }),
      confirmLabel: t('schoolYear.confirmSchedule.yes'),
      cancelLabel: t('schoolYear.confirmSchedule.no'),
    });
    if (!ok) {
      scheduleButton.current?.focus();
      return;
    }
    setScheduling(true);
    setOutcome(null);
    try {
      const scheduled = await schoolYearApi.schedule({ CustomerID: customer.ID, RunOn: date, LastGrade: Number(lastGrade) });
      setOutcome({ kind: 'scheduled', date: formatCalendarDate(scheduled.RunOn, culture) });
      onScheduled();
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 409 ? { kind: 'alreadyScheduled' } : { kind: 'failed' });
    } finally {
      setScheduling(false);
      setCalls((n) => n + 1);
    }
  };

  return (
    <Stack as="section" aria-labelledby="school-year-plan" gap="4">
      <Heading as="h2" size="lg" id="school-year-plan">{t('schoolYear.planTitle')}</Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
        <SelectField label={t('schoolYear.lastGrade')} hint={t('schoolYear.lastGradeHint')} value={lastGrade} onChange={chooseLastGrade} testId="school-year-last-grade">
          {GRADE_NUMBERS.map((grade) => <option key={grade} value={String(grade)}>{grade}</option>)}
        </SelectField>
        <Box>
          <DateField label={t('schoolYear.date')} hint={t('schoolYear.dateHint')} value={date} onChange={(value) => { setDate(value); setOutcome(null); }} testId="school-year-date" />
          {dateInPast && <Text role="alert" color="fg.error" fontSize="sm" mt="1">{t('schoolYear.dateInPast')}</Text>}
        </Box>
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={() => void showPreview()} loading={preview.status === 'loading'} data-testid="school-year-preview-button">{t('schoolYear.preview')}</Button>
        <Button ref={scheduleButton} colorPalette="brand" onClick={() => void schedule()} disabled={!canSchedule} loading={scheduling} aria-describedby={canSchedule ? undefined : 'school-year-schedule-needs'} data-testid="school-year-schedule">
          {t('schoolYear.schedule')}
        </Button>
      </HStack>
      {!canSchedule && !scheduling && <Text id="school-year-schedule-needs" fontSize="sm" color="fg.muted">{t('schoolYear.scheduleNeeds')}</Text>}
      <div role="status" aria-live="polite" data-testid="school-year-outcome">
        {outcome?.kind === 'scheduled' && <Alert.Root status="success"><Alert.Indicator /><Alert.Description>{`✓ ${t('schoolYear.scheduled', { date: outcome.date })}`}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'alreadyScheduled' && <Alert.Root status="warning"><Alert.Indicator /><Alert.Description>{`⚠ ${t('schoolYear.alreadyScheduled')}`}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'failed' && <Alert.Root status="error"><Alert.Indicator /><Alert.Description>{`⚠ ${t('schoolYear.scheduleFailed')}`}</Alert.Description></Alert.Root>}
        {preview.status === 'failed' && (
          <Alert.Root status="error" data-testid="school-year-preview-failed"><Alert.Indicator /><Alert.Description>{preview.badGrade ? t('schoolYear.previewBadGrade') : t('schoolYear.previewFailed')}</Alert.Description></Alert.Root>
        )}
      </div>
      {preview.status === 'done' && <PreviewTable rows={preview.rows} title={t('schoolYear.previewTitle', { customer: customer.Name, grade: lastGrade })} />}
    </Stack>
  );
}
