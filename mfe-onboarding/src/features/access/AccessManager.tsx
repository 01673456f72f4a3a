import { useCallback, useEffect, useState, type JSX, type ReactNode } from 'react';
import type { AccessEntry, InvitedUser } from '@kk/contracts';
import { formatDateTime, INVITATION_VALID_DAYS, isEmailAddress, required, type FormRules } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Box, Button, confirmDialog, Heading, HStack, Loading, Stack, SubmitButton, Text, useFormValidation, ValidatedField } from '@kk/ui';
import { accessApi } from './api';

const RULES: FormRules = { email: { validators: { required, format: isEmailAddress } } };

type Lists = { status: 'loading' } | { status: 'failed' } | { status: 'done'; invitations: InvitedUser[]; accesses: AccessEntry[] };
type Notice = { kind: 'success' | 'error'; text: string };

/** One titled list of the page (its heading names the section), or the sentence for an empty one. */
function ListSection<T>({ id, title, empty, items, keyOf, testId, children }: {
  id: string;
  title: string;
  empty: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id} mb="2">{title}</Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid={testId}>
          {items.map((item) => (
            <Box as="li" key={keyOf(item)} borderWidth="1px" borderRadius="md" p="3">
              {children(item)}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * Step 6 of the guide (spec sections 2 and 4): invite another adult by e-mail, see the
 * invitations still open (resend = remove, add, reload; withdraw) and the accesses given or
 * received (remove, after a confirmation). A duplicate invitation shows the catalogue's
 * "the user already exists" alert.
 */
export function AccessManager(): JSX.Element {
  const { t } = useTranslation('onboarding');
  const culture = getAppConfig().culture;
  const form = useFormValidation(RULES);
  const [lists, setLists] = useState<Lists>({ status: 'loading' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const [invitations, accesses] = await Promise.all([accessApi.invitations(), accessApi.accesses()]);
      setLists({ status: 'done', invitations, accesses });
    } catch {
      setLists({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const failure = (error: unknown) => (error instanceof ApiError ? error.describe().text[culture] : t('access.actionFailed'));

  /** Runs one row's action; the lists are reloaded whether it worked or not. */
  const act = async (rowId: string, action: () => Promise<string>) => {
    setNotice(null);
    setBusyRow(rowId);
    try {
      setNotice({ kind: 'success', text: await action() });
    } catch (error) {
      setNotice({ kind: 'error', text: failure(error) });
    } finally {
      await reload();
      setBusyRow(null);
    }
  };

  const invite = form.handleSubmit(async ({ email = '' }) => {
    setNotice(null);
    const address = email.trim();
    try {
      await accessApi.invite(address);
      form.reset();
      setNotice({ kind: 'success', text: t('access.invited', { email: address }) });
      await reload();
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError ? error.describe().text[culture] : t('access.inviteFailed') });
    }
  });

  // Spec section 4: resending an invitation is remove, then add, then reload the list.
  const resend = (invitation: InvitedUser) =>
    act(invitation.Token, async () => {
      await accessApi.withdraw(invitation.Token);
      await accessApi.invite(invitation.Email);
      return t('access.resent', { email: invitation.Email });
    });

  const withdraw = (invitation: InvitedUser) =>
    act(invitation.Token, async () => {
      await accessApi.withdraw(invitation.Token);
      return t('access.withdrawn', { email: invitation.Email });
    });

  const remove = async (entry: AccessEntry) => {
    const confirmed = await confirmDialog({
      title: t('access.confirmTitle'),
      message: t(entry.Direction === 'Given' ? 'access.confirmGiven' : 'access.confirmReceived', { name: entry.Name }),
      confirmLabel: t('access.confirm'),
      cancelLabel: t('access.cancel'),
    });
    if (!confirmed) return;
    await act(entry.ID, async () => {
      await accessApi.removeAccess(entry.ID);
      return t('access.removed');
    });
  };

  return (
    <Stack gap="6" data-testid="access-manager">
      <Text>{t('access.intro', { days: INVITATION_VALID_DAYS })}</Text>

      <form onSubmit={invite} noValidate aria-label={t('access.invite')}>
        <Stack gap="3" maxW="md">
          <ValidatedField
            form={form}
            name="email"
            label={t('access.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            messages={{ required: t('access.emailRequired'), format: t('access.emailFormat') }}
          />
          <Box>
            <SubmitButton busy={form.busy} busyText={t('access.inviting')}>{t('access.invite')}</SubmitButton>
          </Box>
        </Stack>
      </form>

      {notice && (
        <Alert.Root status={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="access-notice">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}

      {lists.status === 'loading' && <Loading />}
      {lists.status === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('access.loadFailed')}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void reload()}>{t('access.retry')}</Button>
        </Alert.Root>
      )}
      {lists.status === 'done' && (
        <>
          <ListSection id="access-invitations-title" title={t('access.invitationsTitle')} empty={t('access.noInvitations')} items={lists.invitations} keyOf={(invitation) => invitation.Token} testId="access-invitations">
            {(invitation) => (
              <>
                <Text fontWeight="semibold">{invitation.Email}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('access.sentExpires', { sent: formatDateTime(invitation.CreatedDate, culture), expires: formatDateTime(invitation.ExpiresDate, culture) })}
                </Text>
                <HStack gap="2" mt="2" wrap="wrap">
                  <Button size="sm" variant="outline" disabled={busyRow !== null} aria-label={`${t('access.resend')}: ${invitation.Email}`} onClick={() => void resend(invitation)}>
                    {t('access.resend')}
                  </Button>
                  <Button size="sm" variant="outline" disabled={busyRow !== null} aria-label={`${t('access.withdraw')}: ${invitation.Email}`} onClick={() => void withdraw(invitation)}>
                    {t('access.withdraw')}
                  </Button>
                </HStack>
              </>
            )}
          </ListSection>

          <ListSection id="access-accesses-title" title={t('access.accessesTitle')} empty={t('access.noAccesses')} items={lists.accesses} keyOf={(entry) => entry.ID} testId="access-accesses">
            {(entry) => (
              <>
                <Text fontWeight="semibold">{entry.Name}</Text>
                <Text fontSize="sm">{entry.Email}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(entry.Direction === 'Given' ? 'access.given' : 'access.received', { date: formatDateTime(entry.CreatedDate, culture) })}
                </Text>
                <Button size="sm" variant="outline" mt="2" disabled={busyRow !== null} aria-label={`${t('access.remove')}: ${entry.Name}`} onClick={() => void remove(entry)}>
                  {t('access.remove')}
                </Button>
              </>
            )}
          </ListSection>
        </>
      )}
    </Stack>
  );
}
