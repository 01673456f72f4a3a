import { CATALOGUE_LISTS, type MeetingCatalogueOptions, type MeetingDepartmentItem } from '@kk/contracts';
import { validateMeetingDepartment } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Stack } from '@kk/ui';
import { GenericList, type EditorProps } from '@kk/ui/lists';
import { CheckField, customerFor, CustomerChoice, StatusBadge, TextField, translated } from './fields';

export interface DepartmentDraft {
  CustomerID: string;
  Name: string;
  SortOrder: string;
  Active: boolean;
  /** The customer's other departments' names, for the uniqueness rule. */
  otherNames: string[];
}

const othersOf = (options: MeetingCatalogueOptions, customerId: string, exceptId: string | null) =>
  options.Customers.find((customer) => customer.ID === customerId)?.Departments.filter((department) => department.ID !== exceptId).map((department) => department.Name) ?? [];

export const departmentRule = (draft: DepartmentDraft) =>
  validateMeetingDepartment({ Name: draft.Name, SortOrder: draft.SortOrder.trim() === '' ? 0 : Number(draft.SortOrder) }, draft.otherNames);

function DepartmentEditor({ draft, onChange, errors, item, options }: EditorProps<MeetingDepartmentItem, DepartmentDraft, MeetingCatalogueOptions>) {
  const { t } = useTranslation('meeting');
  return (
    <Stack gap="3">
      {item === null && options.Customers.length > 1 && (
        <CustomerChoice options={options} value={draft.CustomerID} onChange={(id) => onChange({ ...draft, CustomerID: id || (options.Customers[0]?.ID ?? ''), otherNames: othersOf(options, id, null) })} t={t} />
      )}
      <TextField label={t('catalogue.name')} value={draft.Name} onChange={(Name) => onChange({ ...draft, Name })} error={errors.Name} testId="meeting-department-name" />
      <TextField label={t('catalogue.departments.sortOrder')} type="number" inputMode="numeric" value={draft.SortOrder} onChange={(SortOrder) => onChange({ ...draft, SortOrder })} error={errors.SortOrder} hint={t('catalogue.departments.sortOrderHint')} testId="meeting-department-sort" />
      {item !== null && <CheckField label={t('catalogue.active')} hint={t('catalogue.activeHint')} checked={draft.Active} onChange={(Active) => onChange({ ...draft, Active })} testId="meeting-department-active" />}
    </Stack>
  );
}

/** Departments (GET/POST/PUT/DELETE /api/Catalogue/MeetingDepartment/…): name, order, offered or withdrawn. */
export function DepartmentList({ customerId, onCustomer }: { customerId: string; onCustomer(id: string): void }) {
  const { t } = useTranslation('meeting');
  return (
    <GenericList<MeetingDepartmentItem, DepartmentDraft, MeetingCatalogueOptions>
      paths={CATALOGUE_LISTS.meetingDepartment}
      title={t('catalogue.departments.title')}
      noun={t('catalogue.departments.noun')}
      searchLabel={t('catalogue.departments.search')}
      fixedSearch={customerId === '' ? [] : [{ Name: 'CustomerID', Value: customerId, SearchType: 0 }]}
      toolbar={({ options }) => <CustomerChoice options={options} value={customerId} onChange={onCustomer} t={t} />}
      canCreate={(options) => options.Customers.length > 0}
      columns={[
        { key: 'name', header: t('catalogue.name'), render: (item) => item.Name },
        { key: 'sort', header: t('catalogue.departments.sortOrder'), render: (item) => item.SortOrder, align: 'end' },
        { key: 'status', header: t('catalogue.status'), render: (item) => <StatusBadge active={item.Active} t={t} /> },
      ]}
      emptyDraft={(options) => {
        const customer = customerFor(options, customerId)?.ID ?? '';
        return { CustomerID: customer, Name: '', SortOrder: '0', Active: true, otherNames: othersOf(options, customer, null) };
      }}
      toDraft={(item, options) => ({ CustomerID: item.CustomerID, Name: item.Name, SortOrder: String(item.SortOrder), Active: item.Active, otherNames: othersOf(options, item.CustomerID, item.ID) })}
      Editor={DepartmentEditor}
      validate={(draft) => translated(departmentRule(draft), t)}
      toCreateBody={(draft) => ({ CustomerID: draft.CustomerID, Name: draft.Name.trim(), SortOrder: Number(draft.SortOrder || '0') })}
      toUpdateBody={(draft) => ({ Name: draft.Name.trim(), SortOrder: Number(draft.SortOrder || '0'), Active: draft.Active })}
      itemLabel={(item) => item.Name}
    />
  );
}
