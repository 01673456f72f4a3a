import { useState, type FormEvent } from 'react';
import type { TransactionDetail, UnitDetail } from '@kk/contracts';
import { formatCalendarDate, formatDateTime, formatOre, kronerToOre, messageWindow, walletOfTransaction, type StaffApplication } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import {
  Box, Button, confirmDialog, HStack, Link, Loading, LoadFailed, Money, notify, SignedMoney, Stack, Table, Text, useAsync,
} from '@kk/ui';
import { SelectField, TextAreaField, useBusyCall } from '@kk/ui/forms';
import { TableHead } from '@kk/ui/tables';
import { failureText, resultFailure } from './adminActions';
import { detailsApi } from './api';

/** A definition list of label and value rows. */
export function Facts({ rows, testId }: { rows: readonly (readonly [string, string | null | undefined])[]; testId?: string }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm" data-testid={testId}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">{label}</Text>
            <Text as="dd" m="0" wordBreak="break-word">{value}</Text>
          </Box>
        ))}
    </Box>
  );
}

/** Spec section 3: products with their accessories, grouped by category. */
export function Products({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('transactions');
  if (detail.Products.length === 0) return null;
  const groups = new Map<string, TransactionDetail['Products']>();
  for (const product of detail.Products) {
    const name = product.Category?.Name ?? t('details.noCategory');
    groups.set(name, [...(groups.get(name) ?? []), product]);
  }
  return (
    <Table.Root size="sm" data-testid="transaction-products">
      <Table.Caption textAlign="start" fontWeight="semibold" captionSide="top" mb="1">{t('details.products')}</Table.Caption>
      <TableHead columns={[t('details.product'), { label: t('details.quantity'), end: true }, { label: t('details.refunded'), end: true }, { label: t('details.price'), end: true }]} />
      <Table.Body>
        {[...groups.entries()].flatMap(([category, products]) => [
          <Table.Row key={`category-${category}`} bg="bg.muted">
            <Table.ColumnHeader colSpan={4} scope="colgroup">{category}</Table.ColumnHeader>
          </Table.Row>,
          ...products.map((product, index) => (
            <Table.Row key={`${product.ID}-${index}`}>
              <Table.Cell>
                {product.Name}
                {(product.Accessories ?? []).length > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('details.accessories')}: {(product.Accessories ?? []).map((a) => (a.Category ? `${a.Name} (${a.Category.Name})` : a.Name)).join(', ')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{product.Quantity}</Table.Cell>
              <Table.Cell textAlign="end">{product.RefundedQuantity}</Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(product.Price)} /></Table.Cell>
            </Table.Row>
          )),
        ])}
      </Table.Body>
    </Table.Root>
  );
}

/** The card payments under the transaction (child type 4) with their payment page. */
export function ChildTransactions({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('transactions');
  const children = detail.ChildTransactions ?? [];
  if (children.length === 0) return null;
  return (
    <Stack gap="1" data-testid="transaction-children">
      <Text fontWeight="semibold" fontSize="sm">{t('details.children')}</Text>
      {children.map((child) => (
        <Box key={child.ID} fontSize="sm" borderWidth="1px" borderRadius="md" p="2">
          <Text>
            {child.Type.ID === 4 ? t('details.cardChild') : t('details.childType', { id: child.Type.ID })} · {t(`common.statusNames.${child.Status.ID}`)} ·{' '}
            <SignedMoney ore={-kronerToOre(Math.abs(child.Amount))} />
          </Text>
          {child.MerchantData && <Text fontSize="xs" color="fg.muted" wordBreak="break-all">{t('details.merchantData')}: {child.MerchantData}</Text>}
        </Box>
      ))}
    </Stack>
  );
}

/** Spec section 2: the links out of the transaction dialog, each in its own named window. */
export function LinksOut({ detail, application, walletDetails }: { detail: TransactionDetail; application: StaffApplication; walletDetails: boolean }) {
  const { t } = useTranslation('transactions');
  const links: { href: string; target: string; label: string; testId: string }[] = [];
  if (detail.DeviceID) {
    const path = application === 'support' ? '/Units/Index' : '/Units/DeviceInfo';
    links.push({ href: `${path}?ID=${encodeURIComponent(detail.DeviceID)}`, target: 'kk-unit', label: t('details.links.device'), testId: 'link-device' });
  }
  if (detail.MobileNumber) {
    const window = messageWindow(detail.CreatedDate);
    const query = new URLSearchParams({ MobileNumber: detail.MobileNumber, From: window.from, To: window.to });
    links.push({ href: `/Messages/All?${query.toString()}`, target: 'kk-messages', label: t('details.links.messages'), testId: 'link-messages' });
  }
  const wallet = walletOfTransaction(detail);
  if (walletDetails && wallet) {
    const href = application === 'support'
      ? `/Wallet/WalletUserInfo?walletID=${encodeURIComponent(wallet.ID)}`
      : `/CustomerSupport/Users?W.ID=${encodeURIComponent(wallet.ID)}`;
    links.push({ href, target: 'kk-wallet-user', label: t('details.links.wallet'), testId: 'link-wallet' });
  }
  if (links.length === 0) return null;
  return (
    <HStack as="ul" listStyleType="none" m="0" p="0" gap="4" wrap="wrap" aria-label={t('details.links.label')}>
      {links.map((link) => (
        <li key={link.testId}>
          <Link href={link.href} target={link.target} color="brand.fg" textDecoration="underline" data-testid={link.testId}>
            {link.label}
            <Text as="span" srOnly> ({t('details.links.newWindow')})</Text>
          </Link>
        </li>
      ))}
    </HStack>
  );
}

/** Spec section 8: custom information is shown parsed, or as raw data when it cannot be read. */
export function CustomInformationPart({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const infos = detail.CustomInformations ?? [];
  if (infos.length === 0) return <Text>{t('details.custom.none')}</Text>;
  return (
    <Stack gap="3" data-testid="custom-information">
      {infos.map((info, index) => {
        let parsed: unknown;
        let readable = true;
        try {
          parsed = JSON.parse(info.JsonData);
        } catch {
          readable = false;
        }
        return (
          <Box key={`${info.JsonType}-${index}`} data-testid="custom-information-entry">
            <Text fontWeight="semibold">{info.JsonType} <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">{formatDateTime(info.CreatedDate, culture)}</Text></Text>
            {!readable && <Text fontSize="sm" color="fg.muted">{t('details.custom.raw')}</Text>}
            <Box as="pre" fontSize="xs" bg="bg.muted" p="2" borderRadius="md" overflowX="auto" whiteSpace="pre-wrap" wordBreak="break-word">
              {readable ? JSON.stringify(parsed, null, 2) : info.JsonData}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Notes, newest first (spec section 3), and a note written by hand. */
export function NotesPart({ detail, onChanged }: { detail: TransactionDetail; onChanged: () => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const { busy, run } = useBusyCall(failureText);
  const notes = [...(detail.Notes ?? [])].sort((a, b) => new Date(b.CreatedDate).getTime() - new Date(a.CreatedDate).getTime());
  const missing = tried && note.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (note.trim() === '' || busy) return;
    await run(async () => {
      await detailsApi.addNote(detail.ID, note.trim());
      notify.success(t('details.notes.added'));
      setNote('');
      setTried(false);
      onChanged();
    });
  };
  return (
    <Stack gap="3">
      {notes.length === 0 ? (
        <Text>{t('details.notes.none')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" data-testid="notes">
          {notes.map((entry) => (
            <Box as="li" key={entry.ID} borderWidth="1px" borderRadius="md" p="2" data-testid="note">
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(entry.CreatedDate, culture)} · {entry.Author.Name}{entry.Action ? ` · ${entry.Action}` : ''}
              </Text>
              <Text whiteSpace="pre-wrap">{entry.Note}</Text>
            </Box>
          ))}
        </Stack>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="2">
          <TextAreaField label={t('details.notes.new')} value={note} onChange={setNote} maxLength={4000} error={missing ? t('details.notes.required') : undefined} testId="note-text" />
          <Button type="submit" size="sm" alignSelf="start" loading={busy} disabled={busy} data-testid="note-add">{t('details.notes.add')}</Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Spec section 4: change status lets the user choose from the possible status types the server lists. */
export function ChangeStatusPart({ detail, onChanged }: { detail: TransactionDetail; onChanged: () => void }) {
  const { t } = useTranslation('transactions');
  const types = useAsync(() => detailsApi.possibleStatusTypes(detail.ID), [detail.ID, detail.Status.ID]);
  const [chosen, setChosen] = useState('');
  const { busy, run } = useBusyCall(failureText);
  if (types.status === 'loading') return <Loading />;
  if (types.status === 'failed') return <LoadFailed />;
  const choices = types.data.filter((type) => type.ID !== detail.Status.ID);
  if (choices.length === 0) return <Text data-testid="status-none">{t('details.status.none')}</Text>;
  const change = async () => {
    const statusId = Number(chosen);
    const target = choices.find((type) => type.ID === statusId);
    if (!target || busy) return;
    const confirmed = await confirmDialog({
      title: t('details.status.title'),
      message: t('details.status.confirm', { from: t(`common.statusNames.${detail.Status.ID}`), to: t(`common.statusNames.${target.ID}`, { defaultValue: target.Name }) }),
      confirmLabel: t('details.status.yes'),
      cancelLabel: t('details.actions.no'),
    });
    if (!confirmed) return;
    await run(async () => {
      const result = await detailsApi.changeStatus(detail.ID, statusId);
      if (result.Status.ID === statusId) notify.success();
      else notify.error(resultFailure(result.ErrorMessage, t('details.status.notChanged')));
      setChosen('');
      onChanged();
    });
  };
  return (
    <HStack align="end" gap="3" wrap="wrap">
      <Box minW="14rem">
        <SelectField label={t('details.status.label')} value={chosen} onChange={setChosen} testId="status-select">
          <option value="">{t('details.status.choose')}</option>
          {choices.map((type) => (
            <option key={type.ID} value={String(type.ID)}>{t(`common.statusNames.${type.ID}`, { defaultValue: type.Name })}</option>
          ))}
        </SelectField>
      </Box>
      <Button onClick={() => void change()} disabled={chosen === '' || busy} loading={busy} data-testid="status-change">{t('details.status.change')}</Button>
    </HStack>
  );
}

export function StackTracePart({ stacktrace }: { stacktrace: string }) {
  return (
    <Box as="pre" fontSize="xs" bg="bg.muted" p="2" borderRadius="md" overflowX="auto" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="stack-trace">
      {stacktrace}
    </Box>
  );
}

/** The canteen terminal the sale was made on: support tool DetailInfo, partner site Units (isDevice). */
export function unitFacts(unit: UnitDetail, t: (key: string, options?: Record<string, unknown>) => string, culture: 'da' | 'en'): [string, string | null][] {
  return [
    [t('details.device.name'), unit.Name],
    [t('details.device.customer'), unit.Customer.Name],
    [t('details.device.canteen'), unit.Canteen?.Name ?? null],
    [t('details.device.active'), unit.IsActive ? t('common.yes') : t('common.no')],
    [t('details.device.lastTransaction'), unit.LastTransactionDate ? formatDateTime(unit.LastTransactionDate, culture) : null],
    [t('details.device.salesToday'), t('details.device.sales', { count: unit.SalesToday, sum: formatOre(kronerToOre(unit.SumToday), culture) })],
  ];
}

export function DevicePart({ deviceId, application }: { deviceId: string; application: StaffApplication }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const unit = useAsync(() => detailsApi.unit(application, deviceId), [application, deviceId]);
  if (unit.status === 'loading') return <Loading />;
  if (unit.status === 'failed') return <LoadFailed />;
  return <Facts rows={unitFacts(unit.data, t, culture)} testId="device-info" />;
}

export function CustomerPart({ detail, walletDetails }: { detail: TransactionDetail; walletDetails: boolean }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const wallet = walletOfTransaction(detail);
  return (
    <Facts
      testId="customer-info"
      rows={[
        [t('details.customer.seller'), detail.Customer ? detail.Customer.Name : null],
        [t('details.customer.sellerId'), detail.Customer?.ID ?? null],
        [t('details.customer.wallet'), wallet?.Name || null],
        [t('details.customer.walletId'), walletDetails ? (wallet?.ID ?? null) : null],
        [t('details.customer.walletCustomer'), walletDetails ? (detail.WalletCustomer?.Name ?? null) : null],
        [t('details.customer.mobile'), walletDetails ? (detail.MobileNumber ?? null) : null],
        [t('details.customer.period'), detail.StartDate && detail.EndDate ? `${formatCalendarDate(detail.StartDate, culture)} – ${formatCalendarDate(detail.EndDate, culture)}` : null],
      ]}
    />
  );
}
