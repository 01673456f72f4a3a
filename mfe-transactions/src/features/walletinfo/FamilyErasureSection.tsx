import { useEffect, useState, type FormEvent } from 'react';
import { formatCalendarDate, kronerToOre } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Button, Field, Heading, HStack, Input, ModalDialog, Money, Stack, Table, Text, TopScrollbar } from '@kk/ui';
import { walletInfoApi, type FamilyLookup } from './api';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** What the API names as keeping a family open (its 409 reasons); shown in the reader's words. */
const OPEN_REASONS = ['WalletBalance', 'HeldAmount', 'PendingPayments', 'ActiveSubscriptions', 'AutomaticRefills', 'MonthlyRefills', 'MobilePayAgreements', 'UndeliveredMeetingOrders'] as const;

type Outcome = { kind: 'done'; wallets: number; users: number } | { kind: 'notClosed'; reason: string } | { kind: 'failed' };
type Found = { kind: 'family'; family: FamilyLookup } | { kind: 'none' } | { kind: 'failed' };

/** The lookup's query: a wallet's ID or a guardian's e-mail. */
function queryOf(text: string): { walletID: string } | { email: string } | null {
  const value = text.trim();
  if (GUID.test(value)) return { walletID: value };
  if (EMAIL.test(value)) return { email: value };
  return null;
}

/**
 * The support tool's "Slet familiens data" (issue 28): the family is found by a guardian's
 * e-mail or a wallet's ID (the wallet looked up above is offered), shown with its guardians,
 * wallets and what is still open; only a closed family can be erased, after a confirmation
 * (POST /api/Admin/Family/Erase/{userID}). The API decides again and refuses (409) what is open.
 */
export function FamilyErasureSection({ walletId }: { walletId?: string }) {
  const { t } = useTranslation('transactions');
  const [text, setText] = useState(walletId ?? '');
  const [touched, setTouched] = useState(false);
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = queryOf(text);
  const invalid = touched && query === null;

  useEffect(() => {
    if (walletId) {
      setText(walletId);
      setFound(null);
      setOutcome(null);
    }
  }, [walletId]);

  async function find(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (query === null) return;
    setFinding(true);
    setOutcome(null);
    try {
      setFound({ kind: 'family', family: await walletInfoApi.family(query) });
    } catch (error) {
      setFound(error instanceof ApiError && error.status === 404 ? { kind: 'none' } : { kind: 'failed' });
    } finally {
      setFinding(false);
    }
  }

  async function erase(userId: string) {
    setBusy(true);
    try {
      const result = await walletInfoApi.eraseFamily(userId);
      setOutcome({ kind: 'done', wallets: result.WalletIDs.length, users: result.UserIDs.length });
      setFound(null);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { reason?: string } | undefined) : undefined;
      if (error instanceof ApiError && error.status === 409 && body?.reason) {
        setOutcome({ kind: 'notClosed', reason: body.reason.replace(/^The family is not closed: /, '') });
      } else setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const family = found?.kind === 'family' ? found.family : null;
  const openReasons = family ? OPEN_REASONS.filter((reason) => (family.Open[reason] ?? 0) > 0) : [];
  const erasable = family !== null && openReasons.length === 0 && !family.HasStaff;

  return (
    <Stack as="section" gap="3" aria-labelledby="erase-title" data-testid="family-erasure">
      <Heading as="h2" size="md" id="erase-title">{t('erase.title')}</Heading>
      <Text>{t('erase.intro')}</Text>
      <form onSubmit={(event) => void find(event)} noValidate>
        <HStack align="end" gap="3" flexWrap="wrap">
          <Field.Root invalid={invalid} maxW="md">
            <Field.Label>{t('erase.label')}</Field.Label>
            <Input value={text} onChange={(event) => { setText(event.target.value); setFound(null); setOutcome(null); }} spellCheck={false} autoComplete="off" />
            {invalid ? <Field.ErrorText>{t('erase.invalid')}</Field.ErrorText> : <Field.HelperText>{t('erase.hint')}</Field.HelperText>}
          </Field.Root>
          <Button type="submit" variant="outline" loading={finding}>{t('erase.find')}</Button>
        </HStack>
      </form>
      <div role="status" aria-live="polite">
        {found?.kind === 'none' && <Alert.Root status="info"><Alert.Description>{t('erase.none')}</Alert.Description></Alert.Root>}
        {found?.kind === 'failed' && <Alert.Root status="error"><Alert.Description>{t('erase.findFailed')}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'done' && <Alert.Root status="success"><Alert.Description>{t('erase.done', { wallets: outcome.wallets, users: outcome.users })}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'notClosed' && <Alert.Root status="warning"><Alert.Description>{t('erase.notClosed', { reason: outcome.reason })}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'failed' && <Alert.Root status="error"><Alert.Description>{t('erase.failed')}</Alert.Description></Alert.Root>}
      </div>
      {family && (
        <Stack gap="3" data-testid="family-erasure-family">
          <Text>{t('erase.guardians', { names: family.Guardians.map((guardian) => `${guardian.Name} (${guardian.Email})`).join(', ') })}</Text>
          <TopScrollbar>
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">{t('erase.walletsCaption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('erase.wallet')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('erase.customer')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('erase.balance')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('erase.closedOn')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {family.Wallets.map((wallet) => (
                  <Table.Row key={wallet.WalletID}>
                    <Table.Cell>{wallet.Name}</Table.Cell>
                    <Table.Cell>{wallet.Customer}</Table.Cell>
                    <Table.Cell textAlign="end"><Money ore={kronerToOre(wallet.Balance)} /></Table.Cell>
                    <Table.Cell>{wallet.ClosedOn === null ? t('erase.open') : formatCalendarDate(wallet.ClosedOn, getAppConfig().culture)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TopScrollbar>
          {erasable ? (
            <Alert.Root status="info"><Alert.Description>{t('erase.closed')}</Alert.Description></Alert.Root>
          ) : (
            <Alert.Root status="warning" data-testid="family-erasure-open">
              <Alert.Description>
                {t('erase.stillOpen')}
                <ul>
                  {openReasons.map((reason) => <li key={reason}>{t(`erase.reasons.${reason}`, { count: family.Open[reason] })}</li>)}
                  {family.HasStaff && <li>{t('erase.reasons.Staff')}</li>}
                </ul>
              </Alert.Description>
            </Alert.Root>
          )}
          <Button alignSelf="start" colorPalette="red" disabled={!erasable} onClick={() => setConfirming(true)}>{t('erase.button')}</Button>
        </Stack>
      )}
      {confirming && family && (
        <ModalDialog
          title={t('erase.confirmTitle')}
          onClose={() => setConfirming(false)}
          testId="family-erasure-confirm"
          footer={
            <HStack gap="3">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>{t('erase.cancel')}</Button>
              <Button colorPalette="red" loading={busy} onClick={() => void erase(family.UserID)}>{t('erase.confirm')}</Button>
            </HStack>
          }
        >
          <Text>{t('erase.confirmText', { wallets: family.Wallets.length, users: family.Guardians.length })}</Text>
        </ModalDialog>
      )}
    </Stack>
  );
}
