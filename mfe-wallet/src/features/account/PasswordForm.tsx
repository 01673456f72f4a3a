import { useTranslation } from '@kk/platform';
import { confirmMatches, NEW_PASSWORD_MIN_LENGTH, required, type FormRules } from '@kk/domain';
import { Heading, notify, Stack, Text, ValidatedField, useFormValidation } from '@kk/ui';
import { accountApi } from './api';
import { AccountFormEnd, useAccountSubmit } from './saving';

/** Spec section 5, input helpers: the confirm field must equal the new password. */
const RULES: FormRules = {
  currentPassword: { validators: { required } },
  newPassword: { validators: { required, tooShort: (value) => value.length >= NEW_PASSWORD_MIN_LENGTH } },
  repeatPassword: { validators: { required, mismatch: (value, values) => confirmMatches(value, values.newPassword ?? '') }, validateOn: 'dirty' },
};

/** A new password, confirmed by the current one; the user's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation('wallet');
  const form = useFormValidation(RULES);
  const { submit, failure } = useAccountSubmit(form, async (values) => {
    await accountApi.updatePassword({ CurrentPassword: values.currentPassword ?? '', NewPassword: values.newPassword ?? '' });
    notify.success(t('account.password.saved'));
    form.reset();
  });

  const messages = { required: t('account.password.required'), tooShort: t('account.password.tooShort', { min: NEW_PASSWORD_MIN_LENGTH }), mismatch: t('account.password.mismatch') };
  return (
    <Stack as="section" gap="3" aria-labelledby="account-password-title" data-testid="account-password">
      <Heading as="h2" size="md" id="account-password-title">{t('account.password.title')}</Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">{t('account.password.hint', { min: NEW_PASSWORD_MIN_LENGTH })}</Text>
          <ValidatedField form={form} name="currentPassword" label={t('account.password.current')} type="password" autoComplete="current-password" required messages={messages} />
          <ValidatedField form={form} name="newPassword" label={t('account.password.new')} type="password" autoComplete="new-password" required messages={messages} />
          <ValidatedField form={form} name="repeatPassword" label={t('account.password.repeat')} type="password" autoComplete="new-password" required messages={messages} />
          <AccountFormEnd form={form} failure={failure} failureTestId="account-password-failure" saveText={t('account.password.save')} />
        </Stack>
      </form>
    </Stack>
  );
}
