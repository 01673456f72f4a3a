import type { AccountInformation } from '@kk/contracts';
import { isEmailAddress, required, type FormRules } from '@kk/domain';
import { useSession, useTranslation } from '@kk/platform';
import { Heading, notify, Stack, Text, ValidatedField, useFormValidation } from '@kk/ui';
import { accountApi } from './api';
import { AccountFormEnd, useAccountSubmit } from './saving';

const RULES: FormRules = {
  email: { validators: { required, format: isEmailAddress } },
  currentPassword: { validators: { required } },
};

/** The e-mail the user signs in with; changing it asks for the current password (spec section 6). */
export function EmailForm({ account, readOnly, onSaved }: { account: AccountInformation; readOnly: boolean; onSaved: (account: AccountInformation) => void }) {
  const { t } = useTranslation('wallet');
  const form = useFormValidation(RULES);
  const { submit, failure } = useAccountSubmit(form, async (values) => {
    const saved = await accountApi.updateEmail({ Email: (values.email ?? '').trim(), CurrentPassword: values.currentPassword ?? '' });
    const user = useSession.getState().user;
    if (user) useSession.getState().setUser({ ...user, Email: saved.Email });
    notify.success(t('account.email.saved', { email: saved.Email }));
    form.reset();
    onSaved(saved);
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
            <AccountFormEnd form={form} failure={failure} failureTestId="account-email-failure" saveText={t('account.email.save')} />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
