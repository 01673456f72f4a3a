import type { AdminCustomerItem, AdminCustomerOptions } from '@kk/contracts';
import { CUSTOMER_ADMIN_LIST } from '@kk/contracts';
import { SETTING_GROUPS, shownPageSetting, storedPageSettings, validateCustomer, type SettingDefinition } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Field, Input, PageTitle, Stack, Text } from '@kk/ui';
import { CheckboxField, SelectField } from '@kk/ui/forms';
import { GenericList, type EditorProps } from '@kk/ui/lists';
import type { TFunction } from 'i18next';

export interface CustomerEditorDraft {
  Name: string;
  Type: string;
  PageKey: string;
  /** '' for none. */
  ParentID: string;
  CompanyRegistrationNumber: string;
  /** Per cent as typed, Danish or English decimals: '2,5'. */
  PlatformFeePercent: string;
  Settings: string[];
  /** Every page setting's value as the editor shows it (a boolean 'true'/'false', a text). */
  PageValues: Record<string, string>;
}

/** '2,5' → 250 basis points; anything that is not a number of at most two decimals → NaN (refused by the rule). */
export function percentToBasisPoints(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

const percentText = (basisPoints: number) => (basisPoints / 100).toLocaleString('da-DK', { maximumFractionDigits: 2 });

function bodyOf(draft: CustomerEditorDraft) {
  return {
    Name: draft.Name.trim(),
    Type: draft.Type,
    PageKey: draft.PageKey,
    ParentID: draft.ParentID === '' ? null : draft.ParentID,
    CompanyRegistrationNumber: draft.CompanyRegistrationNumber.trim() === '' ? null : draft.CompanyRegistrationNumber.trim(),
    PlatformFeeBp: percentToBasisPoints(draft.PlatformFeePercent),
    Settings: [...draft.Settings].sort(),
    PageSettings: storedPageSettings(draft.PageValues),
  };
}

/** The shared rule (@kk/domain validateCustomer), translated; the options hold only municipalities as parents. */
export function customerErrors(draft: CustomerEditorDraft, t: TFunction): Record<string, string> {
  const body = bodyOf(draft);
  const errors = validateCustomer({ ...body, CompanyRegistrationNumber: body.CompanyRegistrationNumber ?? '', parentType: body.ParentID === null ? null : 'municipality' });
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
}

function TextInput({ label, value, onChange, error, hint, testId, inputMode }: { label: string; value: string; onChange(value: string): void; error?: string; hint?: string; testId: string; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} inputMode={inputMode} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const FieldError = ({ text }: { text: string | undefined }) => (text ? <Text role="alert" color="fg.error" fontSize="sm">{text}</Text> : null);

function SettingField({ definition, draft, onChange, t }: { definition: SettingDefinition; draft: CustomerEditorDraft; onChange(next: CustomerEditorDraft): void; t: TFunction }) {
  const label = t(`customers.settings.${definition.Key}.label`);
  const meaning = t(`customers.settings.${definition.Key}.meaning`);
  const testId = `customer-setting-${definition.Key}`;
  if (definition.Kind === 'presence') {
    const on = draft.Settings.includes(definition.Key);
    return (
      <CheckboxField checked={on} hint={meaning} testId={testId} onChange={(checked) => onChange({ ...draft, Settings: checked ? [...draft.Settings, definition.Key] : draft.Settings.filter((key) => key !== definition.Key) })}>
        {label}
      </CheckboxField>
    );
  }
  if (definition.Kind === 'boolean') {
    return (
      <CheckboxField checked={draft.PageValues[definition.Key] === 'true'} hint={meaning} testId={testId} onChange={(checked) => onChange({ ...draft, PageValues: { ...draft.PageValues, [definition.Key]: checked ? 'true' : 'false' } })}>
        {label}
      </CheckboxField>
    );
  }
  return <TextInput label={label} hint={meaning} value={draft.PageValues[definition.Key] ?? ''} testId={testId} onChange={(value) => onChange({ ...draft, PageValues: { ...draft.PageValues, [definition.Key]: value } })} />;
}

function CustomerEditor({ draft, onChange, errors, options }: EditorProps<AdminCustomerItem, CustomerEditorDraft, AdminCustomerOptions>) {
  const { t } = useTranslation('transactions');
  const definitions = options.Settings as SettingDefinition[];
  return (
    <Stack gap="4">
      <TextInput label={t('customers.name')} value={draft.Name} onChange={(Name) => onChange({ ...draft, Name })} error={errors.Name} testId="customer-name" />
      <Box>
        <SelectField label={t('customers.type')} value={draft.Type} onChange={(Type) => onChange({ ...draft, Type })} testId="customer-type">
          {options.Types.map((type) => <option key={type} value={type}>{t(`customers.types.${type}`)}</option>)}
        </SelectField>
        <FieldError text={errors.Type} />
      </Box>
      <Box>
        <SelectField label={t('customers.pageKey')} hint={t('customers.pageKeyHint')} value={draft.PageKey} onChange={(PageKey) => onChange({ ...draft, PageKey })} testId="customer-page-key">
          {options.PageKeys.map((key) => <option key={key} value={key}>{key}</option>)}
        </SelectField>
        <FieldError text={errors.PageKey} />
      </Box>
      <Box>
        <SelectField label={t('customers.parent')} hint={t('customers.parentHint')} value={draft.ParentID} onChange={(ParentID) => onChange({ ...draft, ParentID })} testId="customer-parent">
          <option value="">{t('customers.noParent')}</option>
          {options.Parents.map((parent) => <option key={parent.ID} value={parent.ID}>{parent.Name}</option>)}
        </SelectField>
        <FieldError text={errors.ParentID} />
      </Box>
      <TextInput label={t('customers.cvr')} hint={t('customers.cvrHint')} value={draft.CompanyRegistrationNumber} onChange={(CompanyRegistrationNumber) => onChange({ ...draft, CompanyRegistrationNumber })} error={errors.CompanyRegistrationNumber} testId="customer-cvr" inputMode="numeric" />
      <TextInput label={t('customers.platformFee')} hint={t('customers.platformFeeHint')} value={draft.PlatformFeePercent} onChange={(PlatformFeePercent) => onChange({ ...draft, PlatformFeePercent })} error={errors.PlatformFeeBp} testId="customer-platform-fee" inputMode="decimal" />
      {SETTING_GROUPS.map((group) => {
        const inGroup = definitions.filter((definition) => definition.Group === group);
        if (inGroup.length === 0) return null;
        return (
          <Box as="fieldset" key={group} borderWidth="1px" borderRadius="md" padding="3" data-testid={`customer-settings-${group}`}>
            <Box as="legend" paddingX="1" fontWeight="semibold">{t(`customers.groups.${group}`)}</Box>
            <Stack gap="3">
              {inGroup.map((definition) => <SettingField key={definition.Key} definition={definition} draft={draft} onChange={onChange} t={t} />)}
            </Stack>
          </Box>
        );
      })}
      <FieldError text={errors.Settings ?? errors.PageSettings} />
    </Stack>
  );
}

function pageValuesOf(options: AdminCustomerOptions, stored: readonly { Key: string; Value: string }[]): Record<string, string> {
  return Object.fromEntries(options.Settings.filter((definition) => definition.Store === 'page').map((definition) => [definition.Key, shownPageSetting(stored, definition.Key)]));
}

/**
 * /Customers in the support tool (issue 28): every customer with its type, brand, parent and
 * modules in the back office's generic list; the editor shows every setting the platform
 * reads with what it means, grouped, and each save is in the customer's history.
 */
export function CustomersPage() {
  const { t } = useTranslation('transactions');
  return (
    <Stack gap="4">
      <PageTitle title={t('customers.title')} intro={t('customers.intro')} />
      <GenericList<AdminCustomerItem, CustomerEditorDraft, AdminCustomerOptions>
        paths={CUSTOMER_ADMIN_LIST}
        title={t('customers.listTitle')}
        noun={t('customers.noun')}
        searchLabel={t('customers.search')}
        columns={[
          { key: 'name', header: t('customers.name'), render: (item) => item.Name },
          { key: 'type', header: t('customers.type'), render: (item) => t(`customers.types.${item.Type}`) },
          { key: 'pageKey', header: t('customers.pageKey'), render: (item) => item.PageKey },
          { key: 'parent', header: t('customers.parent'), render: (item) => item.ParentName ?? '—' },
          { key: 'modules', header: t('customers.settingsColumn'), render: (item) => (item.Settings.length === 0 ? '—' : item.Settings.map((key) => t(`customers.settings.${key}.label`)).join(', ')) },
          { key: 'wallets', header: t('customers.wallets'), render: (item) => item.Wallets, align: 'end' },
        ]}
        emptyDraft={(options) => ({ Name: '', Type: 'school', PageKey: options.PageKeys.includes('skolepenge') ? 'skolepenge' : (options.PageKeys[0] ?? ''), ParentID: '', CompanyRegistrationNumber: '', PlatformFeePercent: '0', Settings: [], PageValues: pageValuesOf(options, []) })}
        toDraft={(item, options) => ({
          Name: item.Name,
          Type: item.Type,
          PageKey: item.PageKey,
          ParentID: item.ParentID ?? '',
          CompanyRegistrationNumber: item.CompanyRegistrationNumber ?? '',
          PlatformFeePercent: percentText(item.PlatformFeeBp),
          Settings: [...item.Settings],
          PageValues: pageValuesOf(options, item.PageSettings),
        })}
        Editor={CustomerEditor}
        validate={(draft) => customerErrors(draft, t)}
        toCreateBody={bodyOf}
        toUpdateBody={bodyOf}
        itemLabel={(item) => item.Name}
        canDelete={(item) => item.Wallets === 0 && item.Institutions === 0}
        deleteMessage={() => t('customers.deleteMessage')}
      />
    </Stack>
  );
}
