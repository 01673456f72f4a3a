import { useEffect, useState } from 'react';
import type { CatalogueChange } from '@kk/contracts';
import { formatDateTime } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Heading, Loading, LoadFailed, ModalDialog, Stack, Table, Text } from '@kk/ui';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The fields a change touched: every key whose value differs between before and after. */
export function changedFields(change: Pick<CatalogueChange, 'Before' | 'After'>): { field: string; before: unknown; after: unknown }[] {
  const before = change.Before ?? {};
  const after = change.After ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ field: key, before: before[key], after: after[key] }));
}

/** An item's recorded changes, newest first: who, when, and each field before and after. */
export function HistoryDialog({ name, load, onClose }: { name: string; load: () => Promise<{ Items: CatalogueChange[] }>; onClose: () => void }) {
  const { t } = useTranslation('uiList');
  const culture = getAppConfig().culture;
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'done'; items: CatalogueChange[] }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setState({ status: 'done', items: answer.Items }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <ModalDialog
      title={t('historyTitle', { name })}
      onClose={onClose}
      closeLabel={t('close')}
      size="lg"
      testId="generic-list-history-dialog"
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed />}
      {state.status === 'done' && state.items.length === 0 && <Text>{t('historyEmpty')}</Text>}
      {state.status === 'done' && (
        <Stack gap="4" as="ol" listStyleType="none" m="0" p="0">
          {state.items.map((change) => {
            const fields = changedFields(change);
            return (
              <Box as="li" key={change.ID} data-testid="generic-list-change">
                <Heading as="h3" size="sm">{t(`historyActions.${change.Action}`)}</Heading>
                <Text fontSize="sm" color="fg.muted">{t('historyBy', { when: formatDateTime(change.CreatedDate, culture), who: change.AuthorName })}</Text>
                {fields.length > 0 && change.Action !== 'create' && change.Action !== 'delete' && (
                  <Table.Root size="sm" mt="1">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('historyField')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('historyBefore')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('historyAfter')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {fields.map((field) => (
                        <Table.Row key={field.field}>
                          <Table.Cell>{field.field}</Table.Cell>
                          <Table.Cell wordBreak="break-word">{shown(field.before)}</Table.Cell>
                          <Table.Cell wordBreak="break-word">{shown(field.after)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </ModalDialog>
  );
}
