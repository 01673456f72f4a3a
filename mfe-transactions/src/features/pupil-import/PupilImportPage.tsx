import { useState, type ChangeEvent } from 'react';
import type { PupilImportError, PupilImportResponse, PupilImportRow } from '@kk/contracts';
import { PUPIL_IMPORT_MAX_FILE_BYTES, PUPIL_IMPORT_MAX_ROWS } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Button, HStack, Loading, LoadFailed, PageTitle, Stack, Table, Text, useAsync } from '@kk/ui';
import { SelectField, TextAreaField } from '@kk/ui/forms';
import { pupilImportApi } from './api';

/** A table of 10,000 rows is no help to read: the rows with errors (and changes) first, at most this many. */
const SHOWN_ROWS = 500;
const ORDER: Record<PupilImportRow['Outcome'], number> = { error: 0, updated: 1, new: 2, unchanged: 3 };

function shownRows(rows: readonly PupilImportRow[]): PupilImportRow[] {
  if (rows.length <= SHOWN_ROWS) return [...rows];
  return [...rows].sort((a, b) => ORDER[a.Outcome] - ORDER[b.Outcome] || a.Row - b.Row).slice(0, SHOWN_ROWS);
}

/** One error as the page says it, in the page's language (the API's Message is English). */
function useErrorText() {
  const { t } = useTranslation('transactions');
  return (error: PupilImportError) => {
    const field = t(`pupilImport.fields.${error.Field}`);
    if (error.Code === 'Invalid' && error.Field === 'Grade') return t('pupilImport.codes.InvalidGrade');
    if (error.Code === 'Duplicate') {
      const row = /row (\d+)/.exec(error.Message)?.[1];
      return row === undefined ? t('pupilImport.codes.DuplicateNoRow', { field }) : t('pupilImport.codes.Duplicate', { field, row });
    }
    return t(`pupilImport.codes.${error.Code}`, { field });
  };
}

function OutcomeCell({ row }: { row: PupilImportRow }) {
  const { t } = useTranslation('transactions');
  const colour = row.Outcome === 'error' ? 'red.700' : row.Outcome === 'new' ? 'green.700' : undefined;
  return (
    <Table.Cell>
      <Text as="span" fontWeight={row.Outcome === 'error' ? 'bold' : undefined} color={colour}>{t(`pupilImport.outcomes.${row.Outcome}`)}</Text>
      {row.Changes.length > 0 && (
        <Text as="span" display="block" fontSize="sm">
          {t('pupilImport.updatedWhat', { what: row.Changes.map((change) => t(`pupilImport.changes.${change}`)).join(', ') })}
        </Text>
      )}
    </Table.Cell>
  );
}

function PreviewTable({ preview, school }: { preview: PupilImportResponse; school: string }) {
  const { t } = useTranslation('transactions');
  const errorText = useErrorText();
  const rows = shownRows(preview.Rows);
  const columns = ['row', 'name', 'grade', 'card', 'email', 'outcome', 'errors'] as const;
  return (
    <Stack gap="2">
      {rows.length < preview.Rows.length && <Text fontSize="sm">{t('pupilImport.shownRows', { shown: rows.length, rows: preview.Rows.length })}</Text>}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" data-testid="pupil-import-table">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">
            {t('pupilImport.caption', { rows: preview.Totals.Rows, school })}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => <Table.ColumnHeader key={column} scope="col">{t(`pupilImport.columns.${column}`)}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.Row} data-testid="pupil-import-row" data-outcome={row.Outcome}>
                <Table.ColumnHeader scope="row" fontWeight="normal">{row.Row}</Table.ColumnHeader>
                <Table.Cell>{row.Name}</Table.Cell>
                <Table.Cell>{row.Grade}</Table.Cell>
                <Table.Cell>{row.CardNumber}</Table.Cell>
                <Table.Cell>{row.GuardianEmail}</Table.Cell>
                <OutcomeCell row={row} />
                <Table.Cell>
                  {row.Errors.length > 0 && (
                    <Box as="ul" color="red.700" pl="4" style={{ listStyle: 'disc' }}>
                      {row.Errors.map((error, index) => <li key={index}>{errorText(error)}</li>)}
                    </Box>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/**
 * "Indlæs elever" (issue 28, partner site, role PupilImport): the school, the class list
 * (a file or pasted), the server's preview of every row, and the import, offered only
 * while the preview of exactly this text for this school has no errors.
 */
export function PupilImportPage() {
  const { t } = useTranslation('transactions');
  const errorText = useErrorText();
  const loaded = useAsync(() => pupilImportApi.customers(), []);
  const schools = loaded.status === 'done' ? loaded.data.Customers : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const school = schools.find((candidate) => candidate.ID === chosen) ?? schools[0] ?? null;
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<{ key: string; answer: PupilImportResponse } | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [result, setResult] = useState<PupilImportResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const key = `${school?.ID ?? ''}\n${csv}`;
  const current = preview !== null && preview.key === key ? preview.answer : null;
  const canApply = current !== null && current.FileErrors.length === 0 && current.Totals.Rows > 0 && current.Totals.Errors === 0 && !busy;

  const changeText = (text: string) => {
    setCsv(text);
    setResult(null);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    // Said before it is read or sent: the API would refuse it (413) after the upload.
    setTooLarge(file.size > PUPIL_IMPORT_MAX_FILE_BYTES);
    if (file.size <= PUPIL_IMPORT_MAX_FILE_BYTES) changeText(await file.text());
  };
  const runPreview = async () => {
    if (school === null) return;
    setBusy(true);
    setPreviewFailed(false);
    setResult(null);
    try {
      setPreview({ key, answer: await pupilImportApi.preview(school.ID, csv) });
    } catch {
      setPreviewFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const runApply = async () => {
    if (school === null || !canApply) return;
    setBusy(true);
    try {
      setResult(await pupilImportApi.apply(school.ID, csv));
      setPreview(null);
    } catch {
      // The platform's notice says why (a 409: the file no longer previews cleanly); preview again.
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <PageTitle title={t('pupilImport.title')} intro={t('pupilImport.intro')} />
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'failed' && <LoadFailed />}
      {loaded.status === 'done' && school === null && <Text data-testid="pupil-import-no-schools">{t('pupilImport.noSchools')}</Text>}
      {school !== null && (
        <Stack gap="4" maxW="3xl">
          <SelectField label={t('pupilImport.school')} value={school.ID} onChange={(id) => { setChosen(id); setResult(null); }} testId="pupil-import-school">
            {schools.map((candidate) => <option key={candidate.ID} value={candidate.ID}>{candidate.Name}</option>)}
          </SelectField>
          <Stack gap="1">
            <label htmlFor="pupil-import-file" style={{ fontWeight: 500 }}>{t('pupilImport.file')}</label>
            <input id="pupil-import-file" data-testid="pupil-import-file" type="file" accept=".csv,.txt,text/csv,text/plain" aria-describedby="pupil-import-limits" aria-invalid={tooLarge || undefined} onChange={(event) => void readFile(event)} />
            <Text id="pupil-import-limits" fontSize="sm" data-testid="pupil-import-limits">
              {t('pupilImport.limits', { rows: PUPIL_IMPORT_MAX_ROWS, megabytes: PUPIL_IMPORT_MAX_FILE_BYTES / (1024 * 1024) })}
            </Text>
            {tooLarge && <Text role="alert" color="red.700" fontSize="sm">{t('pupilImport.tooLarge', { megabytes: PUPIL_IMPORT_MAX_FILE_BYTES / (1024 * 1024) })}</Text>}
          </Stack>
          <TextAreaField label={t('pupilImport.paste')} value={csv} onChange={changeText} rows={8} testId="pupil-import-csv" />
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => void runPreview()} disabled={busy || csv.trim() === ''} data-testid="pupil-import-preview">{t('pupilImport.preview')}</Button>
            <Button onClick={() => void runApply()} disabled={!canApply} aria-describedby={canApply ? undefined : 'pupil-import-apply-hint'} data-testid="pupil-import-apply">
              {t('pupilImport.apply')}
            </Button>
          </HStack>
          {!canApply && <Text id="pupil-import-apply-hint" fontSize="sm">{t('pupilImport.applyHint')}</Text>}
        </Stack>
      )}
      {previewFailed && <Text role="alert" color="red.700">{t('pupilImport.previewFailed')}</Text>}
      {result !== null && school !== null && (
        <Text role="status" fontWeight="semibold" data-testid="pupil-import-result">
          {t('pupilImport.done', { school: school.Name, new: result.Totals.New, updated: result.Totals.Updated, unchanged: result.Totals.Unchanged, invitations: result.Totals.Invitations })}
        </Text>
      )}
      {current !== null && school !== null && (
        <Stack gap="3">
          {current.FileErrors.length > 0 && (
            <Box role="alert" color="red.700" data-testid="pupil-import-file-errors">
              {current.FileErrors.map((error, index) => <Text key={index}>{errorText(error)}</Text>)}
            </Box>
          )}
          <Text role="status" data-testid="pupil-import-totals">
            {t('pupilImport.totals', { rows: current.Totals.Rows, new: current.Totals.New, updated: current.Totals.Updated, unchanged: current.Totals.Unchanged, errors: current.Totals.Errors })}
          </Text>
          {current.Rows.length > 0 && <PreviewTable preview={current} school={school.Name} />}
        </Stack>
      )}
    </Stack>
  );
}
