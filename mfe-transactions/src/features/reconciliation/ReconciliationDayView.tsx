import type { ReconciliationDay } from '@kk/contracts';
import { formatDateTime, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Box, Money, Stack, Table, Text } from '@kk/ui';
import { MismatchTable } from './MismatchTable';

function FilesTable({ day }: { day: ReconciliationDay }) {
  const { t } = useTranslation('transactions');
  if (day.Files.length === 0) return <Text data-testid="reconciliation-no-files">{t('reconciliation.noFiles')}</Text>;
  const amounts = [t('reconciliation.lines'), t('reconciliation.charged'), t('reconciliation.refunded'), t('reconciliation.fees')];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" maxW="3xl">
      <Table.Root size="sm" data-testid="reconciliation-files">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{t('reconciliation.files')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('reconciliation.method')}</Table.ColumnHeader>
            {amounts.map((column) => <Table.ColumnHeader key={column} scope="col" textAlign="end">{column}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {day.Files.map((file) => (
            <Table.Row key={file.Method}>
              <Table.ColumnHeader scope="row" fontWeight="normal">{t(`reconciliation.methods.${file.Method}`)}</Table.ColumnHeader>
              <Table.Cell textAlign="end">{file.Lines}</Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(file.Charged)} /></Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(file.Refunded)} /></Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(file.Fees)} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A reconciled day: when it ran, the files, what matched, and the mismatches or a clear
 * "Ingen afvigelser". The outcome is a status (read out when it changes) and is said in
 * words with a sign, not by colour alone.
 */
export function ReconciliationDayView({ day, onOpenTransaction }: { day: ReconciliationDay; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  if (day.RanAt === null) return <Text role="status" fontWeight="semibold" data-testid="reconciliation-not-run">{t('reconciliation.notRun')}</Text>;
  const clean = day.Mismatches.length === 0;
  return (
    <Stack gap="4">
      <Alert.Root status={clean ? 'success' : 'warning'} role="status" data-testid="reconciliation-outcome">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{clean ? `✓ ${t('reconciliation.none')}` : `⚠ ${t('reconciliation.found', { count: day.Mismatches.length })}`}</Alert.Title>
          <Alert.Description>{t('reconciliation.ran', { time: formatDateTime(day.RanAt, culture) })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text data-testid="reconciliation-matched">{t('reconciliation.matched', { lines: day.MatchedLines, postings: day.MatchedPostings })}</Text>
      <FilesTable day={day} />
      {!clean && <MismatchTable mismatches={day.Mismatches} onOpenTransaction={onOpenTransaction} />}
    </Stack>
  );
}
