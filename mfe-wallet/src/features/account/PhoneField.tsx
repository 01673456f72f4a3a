import { useMemo } from 'react';
import type { CountryCode } from '@kk/contracts';
import { joinPhoneNumber, phoneCallingCodes, type Validator } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Stack, Text, ValidatedField, type FormValidation } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';

/** The form fields of a mobile number: the picker's calling code and the 8 local digits. */
export const CALLING_CODE = 'callingCode';
export const MOBILE = 'mobile';

/** Spec section 5: 10 digits with a 2-digit country code; an empty optional number passes. */
export const mobileValidators = (isRequired: boolean): Record<string, Validator> => ({
  required: (value) => !isRequired || value.trim() !== '',
  format: (value, values) => value.trim() === '' || joinPhoneNumber(values[CALLING_CODE] ?? '', value) !== null,
});

/** Country names in the page's language ('+45 Danmark'); the ISO codes where the browser has no names. */
function countryNames(culture: string): (codes: readonly string[]) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([culture], { type: 'region' });
  } catch {
    names = null;
  }
  return (codes) => codes.map((code) => names?.of(code) ?? code).join(', ');
}

/** A mobile number: a country-code picker (from /assets/ISO2/ISO2_phone.json) and the number's 8 digits. */
export function PhoneField({ form, countries, optional }: { form: FormValidation; countries: readonly CountryCode[]; optional: boolean }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const names = useMemo(() => countryNames(culture), [culture]);
  const callingCodes = useMemo(() => phoneCallingCodes(countries), [countries]);
  return (
    <Stack gap="1">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Box flex={{ sm: '0 0 14rem' }}>
          <SelectField label={t('account.phone.country')} value={form.values[CALLING_CODE] ?? ''} onChange={(value) => form.setValue(CALLING_CODE, value)}>
            {callingCodes.map((code) => (
              <option key={code.callingCode} value={code.callingCode}>{`+${code.callingCode} ${names(code.countries)}`}</option>
            ))}
          </SelectField>
        </Box>
        <Box flex="1">
          <ValidatedField
            form={form}
            name={MOBILE}
            label={optional ? t('account.phone.numberOptional') : t('account.phone.number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required={!optional}
            messages={{ required: t('account.phone.required'), format: t('account.phone.format') }}
          />
        </Box>
      </Stack>
      <Text fontSize="xs" color="fg.muted">{t('account.phone.hint')}</Text>
    </Stack>
  );
}
