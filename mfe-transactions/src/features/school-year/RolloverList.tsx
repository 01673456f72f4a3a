import { useEffect, useRef, useState } from 'react';
import type { ReportCustomer, SchoolYearRollover } from '@kk/contracts';
import { formatCalendarDate, formatDateTime, formatKroner } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Box, Button, confirmDialog, Heading, Loading, LoadFailed, Stack, Table, Text, useAsync } from '@kk/ui';
import { schoolYearApi } from './api';
import { LeaversTable } from './LeaversTable';

type Outcome = { kind: 'cancelled' | 'gone' | 'failed'; date: string };

const LEAVERS_ID = 'school-year-run-leavers';

/**
 * A customer's school years, newest first (GET …/List): the date, the last grade, the status
 * in words, when it was made and run, and a run's figures; "Annullér" for the one
 * scheduled (after a confirmation, POST …/Cancel/{id}), "Vis udskrevne elever" for one run.
 * `version` changes when a school year was scheduled: the list is read again, the rows
 * shown meanwhile stay.
 */
export function RolloverList({ customer, version }: { customer: ReportCustomer; version: number }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const [cancels, setCancels] = useState(0);
  const loaded = useAsync(() => schoolYearApi.list(customer.ID), [customer.ID, version, cancels]);
  const answered = loaded.status === 'done' ? loaded.data : null;
  const [rollovers, setRollovers] = useState<SchoolYearRollover[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [leaversOf, setLeaversOf] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (answered !== null) setRollovers(answered);
  }, [answered]);

  const cancel = async (rollover: SchoolYearRollover, opener: HTMLButtonElement) => {
    const date = formatCalendarDate(rollover.RunOn, culture);
    const ok = await confirmDialog({
      title: t('schoolYear.confirmCancel.title'),
      message: t('schoolYear.confirmCancel.message', { date }),
      confirmLabel: t('schoolYear.confirmCancel.yes'),
      cancelLabel: t('schoolYear.confirmCancel.no'),
    });
    if (!ok) {
      opener.focus();
      return;
    }
    setOutcome(null);
    try {
      await schoolYearApi.cancel(rollover.ID);
      setOutcome({ kind: 'cancelled', date });
    } catch (error) {
      setOutcome({ kind: error instanceof ApiError && error.status === 404 ? 'gone' : 'failed', date });
    }
    setCancels((n) => n + 1);
    // The row's button is gone with its status: the focus goes to the list's heading, where the outcome is read next.
    heading.current?.focus();
  };

  const shown = rollovers ?? answered;
  return (
    <Stack as="section" aria-labelledby="school-year-list" gap="3" aria-busy={loaded.status === 'loading'}>
      <Heading as="h2" size="lg" id="school-year-list" ref={heading} tabIndex={-1}>{t('schoolYear.listTitle')}</Heading>
      <div role="status" aria-live="polite" data-testid="school-year-list-outcome">
        {outcome !== null && (
          <Alert.Root status={outcome.kind === 'cancelled' ? 'success' : outcome.kind === 'gone' ? 'warning' : 'error'}>
            <Alert.Indicator />
            <Alert.Description>{`${outcome.kind === 'cancelled' ? '✓' : '⚠'} ${t(`schoolYear.${outcome.kind === 'cancelled' ? 'cancelled' : outcome.kind === 'gone' ? 'cancelGone' : 'cancelFailed'}`, { date: outcome.date })}`}</Alert.Description>
          </Alert.Root>
        )}
      </div>
      {shown === null && loaded.status === 'loading' && <Loading />}
      {shown === null && loaded.status === 'failed' && <LoadFailed />}
      {shown !== null && shown.length === 0 && <Text data-testid="school-year-no-rollovers">{t('schoolYear.noRollovers')}</Text>}
      {shown !== null && shown.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="school-year-rollovers">
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{t('schoolYear.listCaption', { customer: customer.Name })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {[t('schoolYear.runOn'), t('schoolYear.lastGrade'), t('schoolYear.status'), t('schoolYear.created'), t('schoolYear.done')].map((column) => (
                  <Table.ColumnHeader key={column} scope="col">{column}</Table.ColumnHeader>
                ))}
                {[t('schoolYear.moved'), t('schoolYear.leaversColumn'), t('schoolYear.stayed'), t('schoolYear.movedToSibling'), t('schoolYear.paybackToCard'), t('schoolYear.left')].map((column) => (
                  <Table.ColumnHeader key={column} scope="col" textAlign="end">{column}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader scope="col">{t('schoolYear.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((rollover) => {
                const date = formatCalendarDate(rollover.RunOn, culture);
                const result = rollover.Result;
                const figure = (value: number | undefined) => (value === undefined ? '–' : value);
                const money = (kroner: number | undefined) => (kroner === undefined ? '–' : formatKroner(kroner, culture));
                return (
                  <Table.Row key={rollover.ID} data-testid="school-year-rollover">
                    <Table.ColumnHeader scope="row" fontWeight="normal" whiteSpace="nowrap">{date}</Table.ColumnHeader>
                    <Table.Cell>{rollover.LastGrade}</Table.Cell>
                    <Table.Cell>{t(`schoolYear.statuses.${rollover.Status}`)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(rollover.CreatedAt, culture)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{rollover.DoneAt ? formatDateTime(rollover.DoneAt, culture) : '–'}</Table.Cell>
                    <Table.Cell textAlign="end">{figure(result?.Moved)}</Table.Cell>
                    <Table.Cell textAlign="end">{figure(result?.Leavers)}</Table.Cell>
                    <Table.Cell textAlign="end">{figure(result?.Stayed)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(result?.MovedToSibling)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(result?.PaybackToCard)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{money(result?.Left)}</Table.Cell>
                    <Table.Cell>
                      {rollover.Status === 'scheduled' && (
                        <Button size="sm" variant="outline" colorPalette="red" onClick={(event) => void cancel(rollover, event.currentTarget)} aria-label={`${t('schoolYear.cancel')} ${t('schoolYear.which', { date })}`} data-testid="school-year-cancel">
                          {t('schoolYear.cancel')}
                        </Button>
                      )}
                      {rollover.Status === 'done' && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-expanded={leaversOf === rollover.ID}
                          aria-controls={leaversOf === rollover.ID ? LEAVERS_ID : undefined}
                          onClick={() => setLeaversOf((open) => (open === rollover.ID ? null : rollover.ID))}
                          aria-label={`${leaversOf === rollover.ID ? t('schoolYear.hideLeavers') : t('schoolYear.showLeavers')}, ${t('schoolYear.which', { date })}`}
                          data-testid="school-year-show-leavers"
                        >
                          {leaversOf === rollover.ID ? t('schoolYear.hideLeavers') : t('schoolYear.showLeavers')}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {leaversOf !== null && shown?.some((rollover) => rollover.ID === leaversOf) && (
        <LeaversTable key={leaversOf} id={LEAVERS_ID} rolloverId={leaversOf} date={formatCalendarDate(shown.find((rollover) => rollover.ID === leaversOf)!.RunOn, culture)} />
      )}
    </Stack>
  );
}
