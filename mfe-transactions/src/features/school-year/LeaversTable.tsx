import type { SchoolYearLeaver } from '@kk/contracts';
import { formatKroner } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Heading, Loading, LoadFailed, Stack, Table, Text, useAsync } from '@kk/ui';
import type { TFunction } from 'i18next';
import { schoolYearApi } from './api';

/** A card pay-back's state in words; the provider's reason (English, as it sent it) with a refusal. */
export function paybackStatusText(leaver: Pick<SchoolYearLeaver, 'PaybackStatus' | 'PaybackFailure'>, t: TFunction): string {
  if (leaver.PaybackStatus === null) return '–';
  if (leaver.PaybackStatus === 'failed') {
    return leaver.PaybackFailure ? t('schoolYear.paybackStatuses.failed', { reason: leaver.PaybackFailure }) : t('schoolYear.paybackStatuses.failedNoReason');
  }
  return t(`schoolYear.paybackStatuses.${leaver.PaybackStatus}`);
}

/**
 * The leavers of a school year that has run (GET …/Leavers/{id}): each one's grade before,
 * the balance, where it went and, for a card pay-back, whether the provider has paid it.
 */
export function LeaversTable({ rolloverId, date, id }: { rolloverId: string; date: string; id: string }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const loaded = useAsync(() => schoolYearApi.leavers(rolloverId), [rolloverId]);
  const title = t('schoolYear.leaversTitle', { date });
  return (
    <Stack as="section" id={id} aria-labelledby={`${id}-title`} gap="3" aria-busy={loaded.status === 'loading'} data-testid="school-year-leavers">
      <Heading as="h3" size="md" id={`${id}-title`}>{title}</Heading>
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'failed' && <LoadFailed />}
      {loaded.status === 'done' && loaded.data.length === 0 && <Text role="status">{t('schoolYear.noRunLeavers')}</Text>}
      {loaded.status === 'done' && loaded.data.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('schoolYear.name')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('schoolYear.gradeBefore')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">{t('schoolYear.balance')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('schoolYear.payback')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('schoolYear.paybackStatus')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {loaded.data.map((leaver) => (
                <Table.Row key={leaver.WalletID} data-testid="school-year-leaver">
                  <Table.ColumnHeader scope="row" fontWeight="normal">{leaver.Name}</Table.ColumnHeader>
                  <Table.Cell>{leaver.GradeBefore}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{formatKroner(leaver.Balance, culture)}</Table.Cell>
                  <Table.Cell>{t(`schoolYear.paybacks.${leaver.Payback}`)}</Table.Cell>
                  <Table.Cell>{paybackStatusText(leaver, t)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
