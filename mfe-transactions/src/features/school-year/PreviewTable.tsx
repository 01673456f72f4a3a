import { useId, useState, type ReactNode } from 'react';
import type { SchoolYearPreviewRow } from '@kk/contracts';
import { formatKroner } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Heading, Stack, Table, Text } from '@kk/ui';

/** Where a leaver's balance goes: the sibling the guardian chose, else the guardian's primary card, else it stays on the closed wallet. */
export function leaverDestination(row: Pick<SchoolYearPreviewRow, 'Balance' | 'SiblingWalletID' | 'HasPrimaryCard'>): 'sibling' | 'card' | 'stays' | 'nothing' {
  if (row.Balance === 0) return 'nothing';
  if (row.SiblingWalletID !== null) return 'sibling';
  return row.HasPrimaryCard ? 'card' : 'stays';
}

/** By grade ('2.A' before '10.A'), then by name: how a school reads its class lists. */
const byGradeAndName = (a: SchoolYearPreviewRow, b: SchoolYearPreviewRow) =>
  (a.Grade ?? '').localeCompare(b.Grade ?? '', 'da', { numeric: true }) || a.Name.localeCompare(b.Name, 'da');

function Caption({ children }: { children: ReactNode }) {
  return <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{children}</Table.Caption>;
}

function LeaversPreview({ leavers }: { leavers: readonly SchoolYearPreviewRow[] }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  if (leavers.length === 0) return <Text data-testid="school-year-no-leavers">{t('schoolYear.noLeavers')}</Text>;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="school-year-preview-leavers">
        <Caption>{t('schoolYear.leaversCaption', { count: leavers.length })}</Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('schoolYear.name')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('schoolYear.grade')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('schoolYear.balance')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('schoolYear.balanceGoes')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...leavers].sort(byGradeAndName).map((row) => (
            <Table.Row key={row.WalletID}>
              <Table.ColumnHeader scope="row" fontWeight="normal">{row.Name}</Table.ColumnHeader>
              <Table.Cell>{row.Grade ?? t('schoolYear.noGrade')}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatKroner(row.Balance, culture)}</Table.Cell>
              <Table.Cell>{t(`schoolYear.destinations.${leaverDestination(row)}`)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A list of a few hundred rows, collapsed behind its button until asked for: the heading
 * says how many, the button tells whether it is open (aria-expanded) and what it opens.
 */
function Collapsed({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation('transactions');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h4" size="sm" id={`${id}-title`}>{title}</Heading>
      <Button variant="outline" size="sm" alignSelf="start" aria-expanded={open} aria-controls={`${id}-rows`} aria-describedby={`${id}-title`} onClick={() => setOpen((shown) => !shown)}>
        {open ? t('schoolYear.hideAll') : t('schoolYear.showAll')}
      </Button>
      <Box id={`${id}-rows`}>{open && children}</Box>
    </Stack>
  );
}

function GradesTable({ caption, rows, withNext, testId }: { caption: string; rows: readonly SchoolYearPreviewRow[]; withNext: boolean; testId: string }) {
  const { t } = useTranslation('transactions');
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" maxW="3xl">
      <Table.Root size="sm" data-testid={testId}>
        <Caption>{caption}</Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('schoolYear.name')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('schoolYear.grade')}</Table.ColumnHeader>
            {withNext && <Table.ColumnHeader scope="col">{t('schoolYear.nextGrade')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...rows].sort(byGradeAndName).map((row) => (
            <Table.Row key={row.WalletID}>
              <Table.ColumnHeader scope="row" fontWeight="normal">{row.Name}</Table.ColumnHeader>
              <Table.Cell>{row.Grade ?? t('schoolYear.noGrade')}</Table.Cell>
              {withNext && <Table.Cell>{row.NextGrade ?? t('schoolYear.noGrade')}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The counts of a preview in words: '12 elever rykker op, 3 elever går ud og 2 bliver, hvor de er.' */
export function previewCounts(rows: readonly SchoolYearPreviewRow[]) {
  const count = (outcome: SchoolYearPreviewRow['Outcome']) => rows.filter((row) => row.Outcome === outcome).length;
  return { moves: count('moves'), leavers: count('leaver'), stays: count('stays') };
}

/**
 * What a new school year would do now: the counts (announced), the leavers first with their
 * balance and where it goes, then those who move up (grade → next grade) and those who stay,
 * each collapsed so a school of 500 pupils stays readable.
 */
export function PreviewTable({ rows, title }: { rows: readonly SchoolYearPreviewRow[]; title: string }) {
  const { t } = useTranslation('transactions');
  const counts = previewCounts(rows);
  const of = (outcome: SchoolYearPreviewRow['Outcome']) => rows.filter((row) => row.Outcome === outcome);
  return (
    <Stack as="section" aria-labelledby="school-year-preview-title" gap="4" data-testid="school-year-preview">
      <Heading as="h3" size="md" id="school-year-preview-title">{title}</Heading>
      <Text role="status" fontWeight="semibold" data-testid="school-year-counts">
        {rows.length === 0
          ? t('schoolYear.noWallets')
          : t('schoolYear.summary', { moves: t('schoolYear.moves', { count: counts.moves }), leavers: t('schoolYear.leavers', { count: counts.leavers }), stays: t('schoolYear.stays', { count: counts.stays }) })}
      </Text>
      {rows.length > 0 && (
        <>
          <LeaversPreview leavers={of('leaver')} />
          {counts.moves > 0 && (
            <Collapsed title={t('schoolYear.moversCaption', { count: counts.moves })} testId="school-year-movers">
              <GradesTable caption={t('schoolYear.moversCaption', { count: counts.moves })} rows={of('moves')} withNext testId="school-year-preview-movers" />
            </Collapsed>
          )}
          {counts.stays > 0 && (
            <Collapsed title={t('schoolYear.staysCaption', { count: counts.stays })} testId="school-year-stays">
              <GradesTable caption={t('schoolYear.staysCaption', { count: counts.stays })} rows={of('stays')} withNext={false} testId="school-year-preview-stays" />
            </Collapsed>
          )}
        </>
      )}
    </Stack>
  );
}
