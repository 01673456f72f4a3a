import { useMemo } from 'react';
import { useTranslation } from '@kk/platform';
import type { AccountWalletInformation, CountryCode, WalletInOnboarding } from '@kk/contracts';
import { isEmailAddress, isRegistrationFieldRequired, joinPhoneNumber, required, splitPhoneNumber, type FormRules } from '@kk/domain';
import { Heading, notify, Stack, ValidatedField, useFormValidation } from '@kk/ui';
import { accountApi } from './api';
import { AccountFormEnd, useAccountSubmit } from './saving';
import { GRADE_CHOICE, GRADE_LETTER, gradeChoiceOf, gradeLetterValidators, GradePicker, gradeTextOf, type GradeOptions } from './GradePicker';
import { CALLING_CODE, MOBILE, mobileValidators, PhoneField } from './PhoneField';
import { RegistrationStatus } from './RegistrationStatus';

/** The form's rules by the wallet's page variant (spec section 5): e-mail required unless kkpay, mobile always. */
function rulesFor(pageKey: string): FormRules {
  const emailRequired = isRegistrationFieldRequired(pageKey, 'Email');
  return {
    name: { validators: { required } },
    email: { validators: { required: (value) => !emailRequired || value.trim() !== '', format: (value) => value.trim() === '' || isEmailAddress(value) } },
    [CALLING_CODE]: {},
    [MOBILE]: { validators: mobileValidators(isRegistrationFieldRequired(pageKey, 'MobileNumber')) },
    [GRADE_CHOICE]: {},
    [GRADE_LETTER]: { validators: gradeLetterValidators },
  };
}

/**
 * One wallet's information: name, grade, e-mail and mobile number, and what its page
 * variant requires besides (payment card always; school card and picture on kkpay), with
 * the way to the page or dialog that adds each.
 */
export function WalletInformationForm({ wallet, child, countries, gradeOptions, readOnly, mayChangePicture, onAddSchoolCard, onSaved }: {
  wallet: AccountWalletInformation;
  /** The wallet as the home page knows it (its cards and picture); null when it is not among them. */
  child: WalletInOnboarding | null;
  countries: readonly CountryCode[];
  gradeOptions: GradeOptions;
  readOnly: boolean;
  mayChangePicture: boolean;
  onAddSchoolCard: (() => void) | null;
  onSaved: (wallet: AccountWalletInformation) => void;
}) {
  const { t } = useTranslation('wallet');
  const rules = useMemo(() => rulesFor(wallet.Customer.PageKey), [wallet.Customer.PageKey]);
  const initial = useMemo(() => {
    const phone = splitPhoneNumber(wallet.MobileNumber, countries);
    return {
      name: wallet.Name,
      email: wallet.Email ?? '',
      [CALLING_CODE]: phone.callingCode,
      [MOBILE]: phone.local,
      ...gradeChoiceOf(wallet.Grade, gradeOptions),
    };
  }, [wallet, countries, gradeOptions]);
  const form = useFormValidation(rules, initial);
  const emailOptional = !isRegistrationFieldRequired(wallet.Customer.PageKey, 'Email');
  const titleId = `account-wallet-${wallet.WalletID}`;

  const { submit, failure } = useAccountSubmit(form, async (values) => {
    const email = (values.email ?? '').trim();
    const saved = await accountApi.updateWallet(wallet.WalletID, {
      Name: (values.name ?? '').trim(),
      Grade: gradeTextOf(values),
      Email: email === '' ? null : email,
      MobileNumber: joinPhoneNumber(values[CALLING_CODE] ?? '', values[MOBILE] ?? ''),
    });
    notify.success(t('account.wallet.saved', { name: saved.Name }));
    onSaved(saved);
  });

  return (
    <Stack as="section" gap="3" aria-labelledby={titleId} data-testid="account-wallet" data-wallet-id={wallet.WalletID} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="sm" id={titleId}>{wallet.Name}</Heading>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="3">
            <ValidatedField form={form} name="name" label={t('account.wallet.name')} required messages={{ required: t('account.wallet.nameRequired') }} />
            <GradePicker form={form} options={gradeOptions} />
            <ValidatedField
              form={form}
              name="email"
              label={emailOptional ? t('account.wallet.emailOptional') : t('account.wallet.email')}
              type="email"
              inputMode="email"
              required={!emailOptional}
              messages={{ required: t('account.wallet.emailRequired'), format: t('account.email.format') }}
            />
            <PhoneField form={form} countries={countries} optional={false} />
            <AccountFormEnd form={form} failure={failure} failureTestId="account-wallet-failure" saveText={t('account.wallet.save', { name: wallet.Name })} readOnly={readOnly} />
          </Stack>
        </fieldset>
      </form>
      <RegistrationStatus wallet={wallet} child={child} readOnly={readOnly} mayChangePicture={mayChangePicture} onAddSchoolCard={onAddSchoolCard} />
    </Stack>
  );
}
