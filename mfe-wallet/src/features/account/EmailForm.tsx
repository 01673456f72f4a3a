import { useState } from 'react';
import type { AccountInformation } from '@kk/contracts';
import { isEmailAddress, required, type FormRules } from '@kk/domain';
import { useSession, useTranslation } from '@kk/platform';
import { Heading, notify, Stack, SubmitButton, Text, ValidatedField, useFormValidation } from '@kk/ui';
import { accountApi } from './api';
import { failureText, SaveFailure } from './failure';

const RULES: FormRules = {
  email: { validators: { required, format: isEmailAddress } },
  currentPassword: { validators: { required } },
};

/** The e-mail the user signs in with; changing it asks for the current password (spec section 6). */
export function EmailForm({ account, readOnly, onSaved }: { account: AccountInformation; readOnly: boolean; onSaved: (account: AccountInformation) => void }) {
  const { t } = useTranslation('wallet');
  const form = useFormValidation(RULES);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await accountApi.updateEmail({ Email: (values.email ?? '').trim(), CurrentPassword: values.currentPassword ?? '' });
      const user = useSession.getState().user;
      if (user) useSession.getState().setUser({ ...user, Email: saved.Email });
      notify.success(t('account.email.saved', { email: saved.Email }));
      form.reset();
      onSaved(saved);
    } catch (error) {
      setFailure(failureText(error, t));
    }
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="account-email-title" data-testid="account-email">
      <Heading as="h2" size="md" id="account-email-title">{t('account.email.title')}</Heading>
      <Text data-testid="account-email-current">{t('account.email.current', { email: account.Email })}</Text>
      {!readOnly && (
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">{t('account.email.hint')}</Text>
            <ValidatedField form={form} name="email" label={t('account.email.new')} type="email" inputMode="email" autoComplete="email" required messages={{ required: t('account.email.required'), format: t('account.email.format') }} />
            <ValidatedField form={form} name="currentPassword" label={t('account.email.password')} type="password" autoComplete="current-password" required messages={{ required: t('account.email.passwordRequired') }} />
            <SaveFailure text={failure} testId="account-email-failure" />
            <Stack align="flex-start">
              <SubmitButton busy={form.busy} busyText={t('account.saving')}>{t('account.email.save')}</SubmitButton>
            </Stack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
