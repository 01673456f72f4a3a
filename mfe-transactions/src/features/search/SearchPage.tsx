import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { WalletTransaction } from '@kk/contracts';
import {
  copenhagenLocal, defaultSearchWindow, formatCalendarDate, formatDateTime, inputDatePattern, INFINITE_SCROLL_DEBOUNCE_MS, kronerToOre,
  localDateText, nearBottom, staffSearchRequest, transactionReasonText, transactionState, UNKNOWN_TOTAL_COUNT, type StaffApplication, type TransactionState,
} from '@kk/domain';
import { getAppConfig, useSession, useTranslation } from '@kk/platform';
import { downloadCsv } from '@kk/platform/download';
import {
  Alert, Box, Button, Field, Heading, HStack, Input, Loading, LoadFailed, notify, SignedMoney, SimpleGrid, Stack, Table, Text,
  TransactionStateBadge, useFormValidation, type FormValidation,
} from '@kk/ui';
import { CheckboxField } from '@kk/ui/forms';
import { TableHead } from '@kk/ui/tables';
import { transactionsCsv } from './csv';
import {
  initialSearchValues, SEARCH_RULES, staffFormOf, STATUS_CHOICES, TYPE_CHOICES, type SearchField, type StatusChoice, type TypeChoice,
} from './searchForm';
import { useStaffSearch } from './useStaffSearch';

/** The most rows one CSV export fetches. */
export const CSV_ROW_LIMIT = 5000;

/** @kk/domain transactionState: the same state the wallet site shows. */
export function statusKey(transaction: Pick<WalletTransaction, 'Status' | 'OrderStatus' | 'ErrorMessage' | 'Amount'>): TransactionState {
  return transactionState(transaction);
}

function SearchInput({ form, name, label, hint, inputMode }: { form: FormValidation; name: SearchField; label: string; hint?: string; inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' }) {
  const { t } = useTranslation('transactions');
  const shown = form.display(name);
  const { name: fieldName, value, onChange, onBlur } = form.inputProps(name);
  return (
    <Field.Root invalid={shown.invalid}>
      <Field.Label>{label}</Field.Label>
      <Input name={fieldName} value={value} onChange={onChange} onBlur={onBlur} inputMode={inputMode} autoComplete="off" data-testid={`search-${name}`} />
      {hint && !shown.errorKey && <Field.HelperText>{hint}</Field.HelperText>}
      {shown.errorKey && <Field.ErrorText>{t(`search.errors.${shown.errorKey}`)}</Field.ErrorText>}
    </Field.Root>
  );
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

function ResultRow({ row, onOpen }: { row: WalletTransaction; onOpen: (id: string) => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const status = statusKey(row);
  const reason = transactionReasonText(row, culture);
  return (
    <Table.Row data-testid="transaction-row">
      <Table.Cell whiteSpace="nowrap">{formatDateTime(row.CreatedDate, culture)}</Table.Cell>
      <Table.Cell>
        <Button variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline" onClick={() => onOpen(row.ID)} data-testid="open-transaction">
          {row.Description}
        </Button>
        <Text fontSize="xs" color="fg.muted">{t(`ui:transactionTypes.${row.Type}`)}</Text>
      </Table.Cell>
      <Table.Cell>{row.Wallet.Name}</Table.Cell>
      <Table.Cell>{row.Customer?.Name ?? ''}</Table.Cell>
      <Table.Cell>
        <TransactionStateBadge state={status} />
        {reason !== null && <Text fontSize="xs" color="fg.muted">{reason}</Text>}
      </Table.Cell>
      <Table.Cell textAlign="end"><SignedMoney ore={kronerToOre(row.Amount)} /></Table.Cell>
    </Table.Row>
  );
}

/**
 * The partner site's and the support tool's transaction search (spec sections 3, 4, 5 and
 * 9): a form that must be valid before it searches, the result with its sum, virtual
 * paging by infinite scroll, and the result as CSV. A row opens the transaction dialog,
 * which the app composes in (`renderDetails`); a dialog that changed the transaction asks
 * for the list again.
 */
export function SearchPage({ renderDetails }: { renderDetails: (transactionId: string, onClose: (changed: boolean) => void) => ReactNode }) {
  const { t } = useTranslation('transactions');
  const { application: appName, culture } = getAppConfig();
  const application: StaffApplication = appName === 'support' ? 'support' : 'partner';
  const user = useSession((s) => s.user);
  const initial = useMemo(() => initialSearchValues(defaultSearchWindow(application, localDateText(copenhagenLocal(new Date()))), culture), [application, culture]);
  const form = useFormValidation(SEARCH_RULES, initial);
  const [status, setStatus] = useState<StatusChoice[]>([]);
  const [types, setTypes] = useState<TypeChoice[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { state, run, refresh, loadMore, allRows } = useStaffSearch(application);
  const scrollBox = useRef<HTMLDivElement | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (debounce.current) clearTimeout(debounce.current);
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    await run(staffSearchRequest(staffFormOf(values, status, types), 0, 0).Search);
  });

  // Spec section 9: the next rows load 100 px before the bottom, after 50 ms without scrolling.
  const onScroll = () => {
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const box = scrollBox.current;
      if (box && nearBottom(box)) void loadMore();
    }, INFINITE_SCROLL_DEBOUNCE_MS);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await allRows(CSV_ROW_LIMIT);
      const text = transactionsCsv(
        rows,
        {
          headers: t('search.csvHeaders', { returnObjects: true }) as string[],
          type: (type) => t(`ui:transactionTypes.${type}`),
          status: (row) => t(`ui:transactionStatus.${statusKey(row)}`),
        },
        culture,
      );
      const stamp = localDateText(copenhagenLocal(new Date()));
      downloadCsv(text, `${t('search.csvFile')}-${stamp}.csv`);
    } catch {
      notify.error(t('search.csvFailed'));
    } finally {
      setExporting(false);
    }
  };

  const done = state.status === 'done' ? state : null;
  const more = done !== null && done.rows.length < done.total;

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">{t('common.title')}</Heading>
      {application === 'partner' ? (
        <Box as="section" aria-labelledby="customers-title">
          <Heading as="h2" size="sm" id="customers-title" mb="1">{t('search.customers')}</Heading>
          <HStack as="ul" listStyleType="none" m="0" p="0" gap="3" wrap="wrap" data-testid="partner-customers">
            {(user?.Customers ?? []).map((c) => <li key={c.ID}>{c.Name}</li>)}
          </HStack>
        </Box>
      ) : (
        <Text>{t('search.allCustomers')}</Text>
      )}

      <Box as="section" aria-labelledby="search-title" bg="bg.panel" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" id="search-title" mb="4">{t('search.title')}</Heading>
        <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="search-form">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              <SearchInput form={form} name="startDate" label={t('search.startDate')} hint={inputDatePattern(culture)} />
              <SearchInput form={form} name="endDate" label={t('search.endDate')} hint={inputDatePattern(culture)} />
              <SearchInput form={form} name="text" label={t('search.text')} hint={t('search.textHint')} />
              <SearchInput form={form} name="mobileNumber" label={t('search.mobileNumber')} inputMode="tel" />
              <SearchInput form={form} name="cardNumber" label={t('search.cardNumber')} inputMode="numeric" />
              <SearchInput form={form} name="minAmount" label={t('search.minAmount')} inputMode="decimal" />
              <SearchInput form={form} name="maxAmount" label={t('search.maxAmount')} inputMode="decimal" />
              <SearchInput form={form} name="deviceId" label={t('search.deviceId')} />
              <SearchInput form={form} name="walletId" label={t('search.walletId')} />
              <SearchInput form={form} name="transactionId" label={t('search.transactionId')} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
                <Text as="legend" fontWeight="semibold" mb="2">{t('search.status')}</Text>
                <HStack gap="5" wrap="wrap">
                  {STATUS_CHOICES.map((choice) => (
                    <CheckboxField key={choice} checked={status.includes(choice)} onChange={(on) => setStatus((list) => toggle(list, choice, on))} testId={`search-status-${choice}`}>
                      {t(`ui:transactionStatus.${choice.toLowerCase()}`)}
                    </CheckboxField>
                  ))}
                </HStack>
              </Box>
              <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
                <Text as="legend" fontWeight="semibold" mb="2">{t('search.type')}</Text>
                <HStack gap="5" wrap="wrap">
                  {TYPE_CHOICES.map((choice) => (
                    <CheckboxField key={choice} checked={types.includes(choice)} onChange={(on) => setTypes((list) => toggle(list, choice, on))} testId={`search-type-${choice}`}>
                      {t(`ui:transactionTypes.${choice}`)}
                    </CheckboxField>
                  ))}
                </HStack>
              </Box>
            </SimpleGrid>
            <HStack gap="3">
              <Button type="submit" loading={state.status === 'loading'} disabled={state.status === 'loading'} data-testid="search-submit">{t('search.submit')}</Button>
              <Button
                variant="outline"
                onClick={() => {
                  form.reset();
                  setStatus([]);
                  setTypes([]);
                }}
              >
                {t('search.reset')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>

      <Box as="section" aria-labelledby="results-title" aria-busy={state.status === 'loading'}>
        <Heading as="h2" size="md" id="results-title" mb="3">{t('search.results')}</Heading>
        {state.status === 'idle' && <Text color="fg.muted">{t('search.notYet')}</Text>}
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed />}
        {done && (
          <Stack gap="3">
            {done.error && (
              <Alert.Root status="warning" role="alert" data-testid="search-error">
                <Alert.Indicator />
                <Alert.Title>{t('search.errorTitle')}</Alert.Title>
                <Alert.Description>{done.error}</Alert.Description>
              </Alert.Root>
            )}
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Stack gap="0" role="status" data-testid="search-summary">
                <Text fontWeight="semibold">
                  {done.total === UNKNOWN_TOTAL_COUNT ? t('search.countUnknown', { shown: done.rows.length }) : t('search.count', { count: done.total, shown: done.rows.length })}
                </Text>
                <Text data-testid="search-sum">{t('search.sum')}: <SignedMoney ore={kronerToOre(done.sum)} /></Text>
                {done.startDate && done.endDate && (
                  <Text fontSize="sm" color="fg.muted">{t('search.period', { from: formatCalendarDate(done.startDate, culture), to: formatCalendarDate(done.endDate, culture) })}</Text>
                )}
              </Stack>
              <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={exporting || done.rows.length === 0} data-testid="search-csv">
                {t('search.csv')}
              </Button>
            </HStack>
            {done.rows.length === 0 ? (
              <Text data-testid="search-empty">{t('search.empty')}</Text>
            ) : (
              <Box
                ref={scrollBox}
                onScroll={onScroll}
                maxH="32rem"
                overflowY="auto"
                borderWidth="1px"
                borderRadius="md"
                tabIndex={0}
                role="region"
                aria-label={t('search.results')}
                data-testid="search-results"
              >
                <Table.Root size="sm" stickyHeader>
                  <TableHead columns={[t('search.columns.date'), t('search.columns.description'), t('search.columns.wallet'), t('search.columns.customer'), t('search.columns.status'), { label: t('search.columns.amount'), end: true }]} />
                  <Table.Body>
                    {done.rows.map((row) => <ResultRow key={row.ID} row={row} onOpen={setOpenId} />)}
                  </Table.Body>
                </Table.Root>
                {done.loadingMore && <Box p="3"><Loading /></Box>}
              </Box>
            )}
            {more && (
              <HStack gap="3">
                <Button variant="outline" size="sm" onClick={() => void loadMore()} disabled={done.loadingMore} data-testid="search-more">{t('search.more')}</Button>
                {done.moreFailed && <Text role="alert" color="red.700" fontSize="sm">{t('common.loadFailed')}</Text>}
              </HStack>
            )}
          </Stack>
        )}
      </Box>
      {openId !== null &&
        renderDetails(openId, (changed) => {
          setOpenId(null);
          if (changed) refresh();
        })}
    </Stack>
  );
}

