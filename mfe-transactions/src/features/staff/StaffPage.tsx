import { useState } from 'react';
import type { StaffItem, StaffOptions } from '@kk/contracts';
import { STAFF_ADMIN_LIST } from '@kk/contracts';
import { validateStaff } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Badge, Box, Field, Input, PageTitle, Stack, Text } from '@kk/ui';
import { CheckboxField, SelectField } from '@kk/ui/forms';
import { GenericList, type EditorProps } from '@kk/ui/lists';
import type { TFunction } from 'i18next';

export interface StaffDraftState {
  CustomerID: string;
  Name: string;
  Email: string;
  Roles: string[];
  Active: boolean;
}

function TextInput({ label, value, onChange, error, hint, testId, disabled, type = 'text' }: { label: string; value: string; onChange(value: string): void; error?: string; hint?: string; testId: string; disabled?: boolean; type?: 'text' | 'email' }) {
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function staffErrors(draft: StaffDraftState, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = Object.fromEntries(Object.entries(validateStaff(draft)).map(([field, key]) => [field, t(key)]));
  if (draft.CustomerID === '') errors.CustomerID = t('staff.errors.customer');
  return errors;
}

function StaffEditor({ draft, onChange, errors, item, options }: EditorProps<StaffItem, StaffDraftState, StaffOptions>) {
  const { t } = useTranslation('transactions');
  const areas: ('partner' | 'wallet')[] = ['partner', 'wallet'];
  return (
    <Stack gap="4">
      {item === null && (
        <Box>
          <SelectField label={t('staff.customer')} value={draft.CustomerID} onChange={(CustomerID) => onChange({ ...draft, CustomerID })} testId="staff-customer">
            <option value="">—</option>
            {options.Customers.map((customer) => <option key={customer.ID} value={customer.ID}>{customer.Name}</option>)}
          </SelectField>
          {errors.CustomerID && <Text role="alert" color="fg.error" fontSize="sm">{errors.CustomerID}</Text>}
        </Box>
      )}
      <TextInput label={t('staff.name')} value={draft.Name} onChange={(Name) => onChange({ ...draft, Name })} error={errors.Name} testId="staff-name" />
      <TextInput label={t('staff.email')} type="email" hint={item === null ? t('staff.emailHint') : undefined} value={draft.Email} onChange={(Email) => onChange({ ...draft, Email })} error={errors.Email} testId="staff-email" disabled={item !== null} />
      {areas.map((area) => (
        <Box as="fieldset" key={area} borderWidth="1px" borderRadius="md" padding="3">
          <Box as="legend" paddingX="1" fontWeight="semibold">{`${t('staff.roles')}: ${t(area === 'partner' ? 'staff.rolesPartner' : 'staff.rolesWallet')}`}</Box>
          <Stack gap="2">
            {options.Roles.filter((definition) => definition.Area === area).map((definition) => (
              <CheckboxField
                key={definition.Role}
                checked={draft.Roles.includes(definition.Role)}
                testId={`staff-role-${definition.Role}`}
                onChange={(checked) => onChange({ ...draft, Roles: checked ? [...draft.Roles, definition.Role] : draft.Roles.filter((role) => role !== definition.Role) })}
              >
                {t(`staff.roleNames.${definition.Role}`)}
              </CheckboxField>
            ))}
          </Stack>
        </Box>
      ))}
      {errors.Roles && <Text role="alert" color="fg.error" fontSize="sm">{errors.Roles}</Text>}
      {item !== null && (
        <CheckboxField checked={draft.Active} hint={t('staff.activeHint')} testId="staff-active" onChange={(Active) => onChange({ ...draft, Active })}>
          {t('staff.active')}
        </CheckboxField>
      )}
    </Stack>
  );
}

/**
 * /Staff (issue 28): the support tool for every customer, the partner site for a customer's
 * administrators (role StaffAdministration): its members of staff and their roles in the
 * back office's generic list. Inviting sends the e-mail; deactivating signs the member out.
 */
export function StaffPage() {
  const { t } = useTranslation('transactions');
  const [customerId, setCustomerId] = useState('');
  return (
    <Stack gap="4">
      <PageTitle title={t('staff.title')} intro={t('staff.intro')} />
      <GenericList<StaffItem, StaffDraftState, StaffOptions>
        paths={STAFF_ADMIN_LIST}
        title={t('staff.listTitle')}
        noun={t('staff.noun')}
        searchLabel={t('staff.search')}
        fixedSearch={customerId === '' ? [] : [{ Name: 'CustomerID', Value: customerId, SearchType: 0 }]}
        toolbar={({ options }) => (
          <Box minW="16rem">
            <SelectField label={t('staff.customer')} value={customerId} onChange={setCustomerId} testId="staff-filter-customer">
              <option value="">{t('staff.allCustomers')}</option>
              {options.Customers.map((customer) => <option key={customer.ID} value={customer.ID}>{customer.Name}</option>)}
            </SelectField>
          </Box>
        )}
        canCreate={(options) => options.Customers.length > 0}
        columns={[
          { key: 'name', header: t('staff.name'), render: (item) => item.Name },
          { key: 'email', header: t('staff.email'), render: (item) => item.Email },
          { key: 'customers', header: t('staff.customers'), render: (item) => item.Customers.map((customer) => customer.Name).join(', ') },
          { key: 'roles', header: t('staff.roles'), render: (item) => item.Roles.map((role) => t(`staff.roleNames.${role}`)).join(', ') || '—' },
          {
            key: 'status',
            header: t('staff.status'),
            render: (item) => (
              <Badge colorPalette={item.Active ? (item.HasSignedIn ? 'green' : 'blue') : 'gray'}>
                {item.Active ? (item.HasSignedIn ? t('staff.active') : t('staff.invited')) : t('staff.deactivated')}
              </Badge>
            ),
          },
        ]}
        emptyDraft={(options) => ({ CustomerID: customerId || (options.Customers.length === 1 ? options.Customers[0]!.ID : ''), Name: '', Email: '', Roles: ['PartnerSite'], Active: true })}
        toDraft={(item) => ({ CustomerID: item.Customers[0]?.ID ?? '', Name: item.Name, Email: item.Email, Roles: [...item.Roles], Active: item.Active })}
        Editor={StaffEditor}
        validate={(draft) => staffErrors(draft, t)}
        toCreateBody={(draft) => ({ CustomerID: draft.CustomerID, Name: draft.Name.trim(), Email: draft.Email.trim(), Roles: draft.Roles })}
        toUpdateBody={(draft) => ({ Name: draft.Name.trim(), Roles: draft.Roles, Active: draft.Active })}
        itemLabel={(item) => item.Name}
        deleteMessage={() => t('staff.deleteMessage')}
      />
    </Stack>
  );
}
