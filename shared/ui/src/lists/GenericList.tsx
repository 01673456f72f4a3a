import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { GenericListPaths } from '@kk/contracts';
import { INFINITE_SCROLL_DEBOUNCE_MS, nearBottom, UNKNOWN_TOTAL_COUNT, type SearchParameter } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Alert, Box, Button, confirmDialog, Field, Heading, HStack, Input, Loading, LoadFailed, ModalDialog, Stack, Table, Text } from '@kk/ui';
import { HistoryDialog } from './HistoryDialog';
import { registerListTexts } from './texts';
import { useGenericList } from './useGenericList';

export interface GenericListColumn<Item> {
  key: string;
  header: string;
  render(item: Item): ReactNode;
  align?: 'start' | 'end';
}

export interface EditorProps<Item, Draft, Options> {
  draft: Draft;
  onChange(next: Draft): void;
  /** Translated messages by field, shown once the person pressed save. */
  errors: Record<string, string>;
  /** The item being changed; null for a new one. */
  item: Item | null;
  options: Options;
}

export interface ListHandle<Options> {
  refresh(): Promise<void>;
  options: Options;
}

export interface GenericListProps<Item extends { ID: string }, Draft, Options> {
  paths: GenericListPaths;
  title: string;
  /** "product": the new button and the dialog titles use it. */
  noun: string;
  columns: GenericListColumn<Item>[];
  /** A free-text search box, sent as { Name: 'Text', Value, SearchType: 0 }. */
  searchLabel?: string;
  /** Added to every search (the chosen webshop, plan or week); a change searches again. */
  fixedSearch?: SearchParameter[];
  emptyDraft(options: Options): Draft;
  toDraft(item: Item, options: Options): Draft;
  Editor(props: EditorProps<Item, Draft, Options>): ReactNode;
  validate(draft: Draft): Record<string, string>;
  toCreateBody(draft: Draft): unknown;
  toUpdateBody(draft: Draft, item: Item): unknown;
  itemLabel(item: Item): string;
  rowActions?(item: Item, list: ListHandle<Options>): ReactNode;
  toolbar?(list: ListHandle<Options>): ReactNode;
  canDelete?(item: Item): boolean;
  /** What the delete confirmation says, when the list's own sentence ("orders already placed do not change") is not true of this item. */
  deleteMessage?(item: Item): string;
  /** False hides the new button (e.g. nothing to create in). */
  canCreate?(options: Options): boolean;
}

type Editing<Item, Draft> = { item: Item | null; draft: Draft; submitted: boolean };

/**
 * The back office's generic list (spec section 4, "Generic list flow", and section 7's
 * calls): load, refresh, search, continue search by virtual paging, create, update and
 * delete. The edit dialog closes when saved; a failed create or update reopens it with
 * what was typed (the platform's error toast says why).
 */
export function GenericList<Item extends { ID: string }, Draft, Options>(props: GenericListProps<Item, Draft, Options>) {
  // The list's texts join i18n when a list first shows, not when the page's chunk loads (i18n may not be up yet).
  useState(registerListTexts);
  const { t } = useTranslation('uiList');
  const { paths, title, noun, columns, fixedSearch, Editor } = props;
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const search = useMemo<SearchParameter[]>(
    () => [...(fixedSearch ?? []), ...(text.trim() === '' ? [] : [{ Name: 'Text', Value: text.trim(), SearchType: 0 }])],
    [fixedSearch, text],
  );
  const { calls, options, rows, refresh, loadMore } = useGenericList<Item, Options>(paths, search);
  const [editing, setEditing] = useState<Editing<Item, Draft> | null>(null);
  const [saving, setSaving] = useState(false);
  const [historyOf, setHistoryOf] = useState<Item | null>(null);
  const scrollBox = useRef<HTMLDivElement | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (debounce.current) clearTimeout(debounce.current);
  }, []);

  const loadHistory = useCallback(() => (historyOf === null ? Promise.resolve({ Items: [] }) : calls.history(historyOf.ID)), [calls, historyOf]);

  if (options.status === 'loading') return <Loading />;
  if (options.status === 'failed') return <LoadFailed />;
  const opts = options.value;
  const handle: ListHandle<Options> = { refresh, options: opts };
  const errors = editing === null || !editing.submitted ? {} : props.validate(editing.draft);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setText(typed);
  };

  // Spec section 9: the next rows load 100 px before the bottom, after 50 ms without scrolling.
  const onScroll = () => {
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const box = scrollBox.current;
      if (box && nearBottom(box)) void loadMore();
    }, INFINITE_SCROLL_DEBOUNCE_MS);
  };

  const save = async () => {
    if (editing === null) return;
    const problems = props.validate(editing.draft);
    if (Object.keys(problems).length > 0) {
      setEditing({ ...editing, submitted: true });
      return;
    }
    const attempt = editing;
    setEditing(null);
    setSaving(true);
    try {
      if (attempt.item === null) await calls.create(props.toCreateBody(attempt.draft));
      else await calls.update(attempt.item.ID, props.toUpdateBody(attempt.draft, attempt.item));
      await refresh();
    } catch {
      // Spec section 4: a failed create or update reopens the edit dialog.
      setEditing({ ...attempt, submitted: false });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (item: Item) => {
    const name = props.itemLabel(item);
    const message = props.deleteMessage ? props.deleteMessage(item) : t('deleteMessage', { name });
    const ok = await confirmDialog({ title: t('deleteTitle', { name }), message, confirmLabel: t('deleteConfirm'), cancelLabel: t('cancel') });
    if (!ok) return;
    try {
      await calls.remove(item.ID);
    } catch {
      return;
    }
    await refresh();
  };

  const shownCount = rows.status === 'done' ? rows.rows.length : 0;
  const total = rows.status === 'done' ? rows.total : 0;
  const canCreate = props.canCreate ? props.canCreate(opts) : true;

  return (
    <Stack gap="3" data-testid="generic-list">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg">{title}</Heading>
        <HStack gap="2" wrap="wrap">
          {props.toolbar?.(handle)}
          <Button variant="outline" onClick={() => void refresh()} data-testid="generic-list-refresh">{t('refresh')}</Button>
          {canCreate && (
            <Button colorPalette="brand" onClick={() => setEditing({ item: null, draft: props.emptyDraft(opts), submitted: false })} data-testid="generic-list-new">
              {t('create', { noun })}
            </Button>
          )}
        </HStack>
      </HStack>
      {props.searchLabel !== undefined && (
        <form onSubmit={onSearch} role="search">
          <HStack align="end" gap="2">
            <Field.Root maxW="sm">
              <Field.Label>{props.searchLabel}</Field.Label>
              <Input value={typed} onChange={(event) => setTyped(event.target.value)} data-testid="generic-list-search" />
            </Field.Root>
            <Button type="submit" variant="outline">{t('searchButton')}</Button>
          </HStack>
        </form>
      )}
      {rows.status === 'loading' && <Loading />}
      {rows.status === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('loadFailed')}</Alert.Title>
        </Alert.Root>
      )}
      {rows.status === 'done' && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {total === UNKNOWN_TOTAL_COUNT ? t('countUnknown', { shown: shownCount }) : t('count', { shown: shownCount, total })}
          </Text>
          {rows.rows.length === 0 ? (
            <Text>{t('empty')}</Text>
          ) : (
            <Box ref={scrollBox} onScroll={onScroll} maxH="70vh" overflowY="auto" borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={title} stickyHeader>
                <Table.Header>
                  <Table.Row>
                    {columns.map((column) => (
                      <Table.ColumnHeader key={column.key} textAlign={column.align === 'end' ? 'end' : undefined}>{column.header}</Table.ColumnHeader>
                    ))}
                    <Table.ColumnHeader textAlign="end">{t('actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.rows.map((item) => (
                    <Table.Row key={item.ID} data-testid="generic-list-row" data-id={item.ID}>
                      {columns.map((column) => (
                        <Table.Cell key={column.key} textAlign={column.align === 'end' ? 'end' : undefined}>{column.render(item)}</Table.Cell>
                      ))}
                      <Table.Cell textAlign="end">
                        <HStack gap="1" justify="end" wrap="wrap">
                          {props.rowActions?.(item, handle)}
                          <Button size="xs" variant="outline" onClick={() => setEditing({ item, draft: props.toDraft(item, opts), submitted: false })} data-testid="generic-list-edit" aria-label={`${t('edit')}: ${props.itemLabel(item)}`}>
                            {t('edit')}
                          </Button>
                          <Button size="xs" variant="outline" onClick={() => setHistoryOf(item)} data-testid="generic-list-history" aria-label={`${t('history')}: ${props.itemLabel(item)}`}>
                            {t('history')}
                          </Button>
                          {(props.canDelete ? props.canDelete(item) : true) && (
                            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(item)} data-testid="generic-list-delete" aria-label={`${t('delete')}: ${props.itemLabel(item)}`}>
                              {t('delete')}
                            </Button>
                          )}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          {shownCount < total && (
            <Button alignSelf="start" variant="outline" size="sm" onClick={() => void loadMore()} disabled={rows.loadingMore} data-testid="generic-list-more">
              {t('more')}
            </Button>
          )}
        </>
      )}
      {editing !== null && (
        <ModalDialog
          title={editing.item === null ? t('createTitle', { noun }) : t('editTitle', { name: props.itemLabel(editing.item) })}
          onClose={() => setEditing(null)}
          closeLabel={t('close')}
          size="lg"
          testId="generic-list-dialog"
          footer={
            <HStack gap="2">
              <Button variant="outline" onClick={() => setEditing(null)}>{t('cancel')}</Button>
              <Button colorPalette="brand" onClick={() => void save()} loading={saving} loadingText={t('saving')} data-testid="generic-list-save">{t('save')}</Button>
            </HStack>
          }
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Stack gap="3">
              {Object.keys(errors).length > 0 && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t('invalid')}</Alert.Title>
                </Alert.Root>
              )}
              <Editor draft={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} errors={errors} item={editing.item} options={opts} />
            </Stack>
          </form>
        </ModalDialog>
      )}
      {historyOf !== null && <HistoryDialog name={props.itemLabel(historyOf)} load={loadHistory} onClose={() => setHistoryOf(null)} />}
    </Stack>
  );
}
