import { useState } from 'react';
import { ApiError, useTranslation } from '@kk/platform';
import { Alert, Button, Field, Heading, HStack, Input, ModalDialog, Stack, Text } from '@kk/ui';
import { walletInfoApi } from './api';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Outcome = { kind: 'done'; wallets: number; users: number } | { kind: 'notClosed'; reason: string } | { kind: 'failed' };

/**
 * The support tool's "Slet familiens data" (issue 28): a guardian's user ID, a confirmation,
 * then POST /api/Admin/Family/Erase/{userID}; a family that is not closed is refused (409)
 * with what is still open, shown as the API says it.
 */
export function FamilyErasureSection() {
  const { t } = useTranslation('transactions');
  const [userId, setUserId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const valid = GUID.test(userId.trim());

  async function erase() {
    setBusy(true);
    try {
      const result = await walletInfoApi.eraseFamily(userId.trim());
      setOutcome({ kind: 'done', wallets: result.WalletIDs.length, users: result.UserIDs.length });
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

  return (
    <Stack as="section" gap="3" aria-labelledby="erase-title" data-testid="family-erasure">
      <Heading as="h2" size="md" id="erase-title">{t('erase.title')}</Heading>
      <Text>{t('erase.intro')}</Text>
      <HStack align="end" gap="3" flexWrap="wrap">
        <Field.Root invalid={userId !== '' && !valid} maxW="md">
          <Field.Label>{t('erase.label')}</Field.Label>
          <Input value={userId} onChange={(event) => { setUserId(event.target.value); setOutcome(null); }} spellCheck={false} autoComplete="off" />
          <Field.HelperText>{t('erase.hint')}</Field.HelperText>
        </Field.Root>
        <Button colorPalette="red" disabled={!valid} onClick={() => setConfirming(true)}>{t('erase.button')}</Button>
      </HStack>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'done' && <Alert.Root status="success"><Alert.Description>{t('erase.done', { wallets: outcome.wallets, users: outcome.users })}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'notClosed' && <Alert.Root status="warning"><Alert.Description>{t('erase.notClosed', { reason: outcome.reason })}</Alert.Description></Alert.Root>}
        {outcome?.kind === 'failed' && <Alert.Root status="error"><Alert.Description>{t('erase.failed')}</Alert.Description></Alert.Root>}
      </div>
      {confirming && (
        <ModalDialog
          title={t('erase.confirmTitle')}
          onClose={() => setConfirming(false)}
          testId="family-erasure-confirm"
          footer={
            <HStack gap="3">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>{t('erase.cancel')}</Button>
              <Button colorPalette="red" loading={busy} onClick={() => void erase()}>{t('erase.confirm')}</Button>
            </HStack>
          }
        >
          <Text>{t('erase.confirmText')}</Text>
        </ModalDialog>
      )}
    </Stack>
  );
}
