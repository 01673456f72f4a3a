import { useMemo } from 'react';
import type { AccountInformation, CountryCode } from '@kk/contracts';
import { joinPhoneNumber, required, splitPhoneNumber, type FormRules } from '@kk/domain';
import { useSession, useTranslation } from '@kk/platform';
import { Heading, notify, Stack, ValidatedField, useFormValidation } from '@kk/ui';
import { accountApi } from './api';
import { AccountFormEnd, useAccountSubmit } from './saving';
import { CALLING_CODE, MOBILE, mobileValidators, PhoneField } from './PhoneField';

const RULES: FormRules = {
  name: { validators: { required } },
  [CALLING_CODE]: {},
  [MOBILE]: { validators: mobileValidators(false) },
};

/** The user's name and mobile number. */
export function UserDetailsForm({ account, countries, readOnly, onSaved }: {
  account: AccountInformation;
  countries: readonly CountryCode[];
  readOnly: boolean;
  onSaved: (account: AccountInformation) => void;
}) {
  const { t } = useTranslation('wallet');
  const initial = useMemo(() => {
    const phone = splitPhoneNumber(account.MobileNumber, countries);
    return { name: account.Name, [CALLING_CODE]: phone.callingCode, [MOBILE]: phone.local };
  }, [account, countries]);
  const form = useFormValidation(RULES, initial);
  const { submit, failure } = useAccountSubmit(form, async (values) => {
    const local = (values[MOBILE] ?? '').trim();
    const saved = await accountApi.updateInformation({
      Name: (values.name ?? '').trim(),
      MobileNumber: local === '' ? null : joinPhoneNumber(values[CALLING_CODE] ?? '', local),
    });
    const user = useSession.getState().user;
    if (user) useSession.getState().setUser({ ...user, Name: saved.Name });
    notify.success(t('account.you.saved'));
    onSaved(saved);
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="account-you-title" data-testid="account-you">
      <Heading as="h2" size="md" id="account-you-title">{t('account.you.title')}</Heading>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="3">
            <ValidatedField form={form} name="name" label={t('account.you.name')} autoComplete="name" required messages={{ required: t('account.you.nameRequired') }} />
            <PhoneField form={form} countries={countries} optional />
            <AccountFormEnd form={form} failure={failure} failureTestId="account-you-failure" saveText={t('account.you.save')} readOnly={readOnly} />
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
