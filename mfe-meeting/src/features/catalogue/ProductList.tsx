import { useId, useState } from 'react';
import { CATALOGUE_LISTS, type MeetingCatalogueOptions, type MeetingProductItem } from '@kk/contracts';
import { formatOre, kronerToOre, MEETING_DEADLINE_AMOUNTS, priceToOre, validateMeetingProduct } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, HStack, Stack, Text } from '@kk/ui';
import { GenericList, type EditorProps } from '@kk/ui/lists';
import { CheckField, ChoiceField, CustomerChoice, StatusBadge, TextField, translated } from './fields';
import { useRuleTexts } from './ruleTexts';

export interface ProductDraft {
  LocationID: string;
  Name: string;
  Price: string;
  VatRate: string;
  GroupName: string;
  FromTime: string;
  ToTime: string;
  DeadlineType: string;
  DeadlineAmount: string;
  Active: boolean;
}

const amountOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const productRule = (draft: ProductDraft) =>
  validateMeetingProduct({
    LocationID: draft.LocationID,
    Name: draft.Name,
    Price: draft.Price,
    VatRate: Number(draft.VatRate),
    GroupName: draft.GroupName,
    FromTime: draft.FromTime,
    ToTime: draft.ToTime,
    Deadline: { ID: Number(draft.DeadlineType), Amount: amountOf(draft.DeadlineAmount) },
  });

const bodyOf = (draft: ProductDraft) => ({
  LocationID: draft.LocationID,
  Name: draft.Name.trim(),
  Price: priceToOre(draft.Price) / 100,
  VatRate: Number(draft.VatRate),
  ProductUIGroup: draft.GroupName.trim(),
  FromTime: draft.FromTime,
  ToTime: draft.ToTime,
  Deadline: { ID: Number(draft.DeadlineType), Amount: amountOf(draft.DeadlineAmount) },
  Active: draft.Active,
});

/** Every location the caller may put products at, with its customer. */
function locationsOf(options: MeetingCatalogueOptions, customerId: string) {
  return options.Customers.filter((customer) => customerId === '' || customer.ID === customerId).flatMap((customer) =>
    customer.Locations.map((location) => ({ ...location, customer })),
  );
}

function ProductEditor({ draft, onChange, errors, item, options }: EditorProps<MeetingProductItem, ProductDraft, MeetingCatalogueOptions>) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const { deadline: deadlineText } = useRuleTexts();
  const groupsId = useId();
  const several = options.Customers.length > 1;
  const locations = locationsOf(options, '').filter((location) => location.Active || location.ID === draft.LocationID);
  const customer = locations.find((location) => location.ID === draft.LocationID)?.customer;
  const set = (change: Partial<ProductDraft>) => onChange({ ...draft, ...change });
  const type = Number(draft.DeadlineType) as 1 | 2 | 3;
  const amount = amountOf(draft.DeadlineAmount);
  const sentence =
    errors['Deadline.Amount'] === undefined && Number.isInteger(amount) && amount >= 0 && amount <= (MEETING_DEADLINE_AMOUNTS[type]?.max ?? 0)
      ? deadlineText({ FromTime: draft.FromTime, ToTime: draft.ToTime, Deadline: { ID: type, Amount: amount } }, null, t, culture)
      : null;
  return (
    <Stack gap="3">
      <ChoiceField label={t('catalogue.products.location')} value={draft.LocationID} onChange={(LocationID) => set({ LocationID })} error={errors.LocationID} testId="meeting-product-location">
        <option value="">{t('catalogue.products.chooseLocation')}</option>
        {locations.map((location) => (
          <option key={location.ID} value={location.ID}>{several ? `${location.customer.Name}: ${location.Name}` : location.Name}</option>
        ))}
      </ChoiceField>
      <TextField label={t('catalogue.name')} value={draft.Name} onChange={(Name) => set({ Name })} error={errors.Name} testId="meeting-product-name" />
      <TextField label={t('catalogue.products.group')} value={draft.GroupName} onChange={(GroupName) => set({ GroupName })} error={errors.GroupName} hint={t('catalogue.products.groupHint')} list={groupsId} testId="meeting-product-group" />
      <datalist id={groupsId}>
        {(customer?.ProductUIGroups ?? []).map((group) => <option key={group.ID} value={group.Name} />)}
      </datalist>
      <HStack gap="3" align="start" wrap="wrap">
        <Box flex="1" minW="10rem">
          <TextField label={t('catalogue.products.price')} value={draft.Price} onChange={(Price) => set({ Price })} error={errors.Price} inputMode="decimal" testId="meeting-product-price" />
        </Box>
        <Box flex="1" minW="10rem">
          <ChoiceField label={t('catalogue.products.vat')} value={draft.VatRate} onChange={(VatRate) => set({ VatRate })} error={errors.VatRate} testId="meeting-product-vat">
            <option value="25">{t('catalogue.products.vat25')}</option>
            <option value="0">{t('catalogue.products.vat0')}</option>
          </ChoiceField>
        </Box>
      </HStack>
      <Stack as="fieldset" gap="2" borderWidth="1px" borderRadius="md" p="3">
        <legend style={{ fontWeight: 600, padding: '0 0.25rem' }}>{t('catalogue.products.window')}</legend>
        <HStack gap="3" align="start" wrap="wrap">
          <Box flex="1" minW="8rem">
            <TextField type="time" label={t('catalogue.products.fromTime')} value={draft.FromTime} onChange={(FromTime) => set({ FromTime })} error={errors.FromTime} testId="meeting-product-from" />
          </Box>
          <Box flex="1" minW="8rem">
            <TextField type="time" label={t('catalogue.products.toTime')} value={draft.ToTime} onChange={(ToTime) => set({ ToTime })} error={errors.ToTime} testId="meeting-product-to" />
          </Box>
        </HStack>
        <Text fontSize="sm" color="fg.muted">{t('catalogue.products.windowHint')}</Text>
      </Stack>
      <Stack as="fieldset" gap="2" borderWidth="1px" borderRadius="md" p="3">
        <legend style={{ fontWeight: 600, padding: '0 0.25rem' }}>{t('catalogue.products.deadline')}</legend>
        <HStack gap="3" align="start" wrap="wrap">
          <Box flex="2" minW="12rem">
            <ChoiceField label={t('catalogue.products.deadlineType')} value={draft.DeadlineType} onChange={(DeadlineType) => set({ DeadlineType })} error={errors['Deadline.ID']} testId="meeting-product-deadline-type">
              {(['1', '2', '3'] as const).map((id) => <option key={id} value={id}>{t(`catalogue.products.deadlineTypes.${id}`)}</option>)}
            </ChoiceField>
          </Box>
          <Box flex="1" minW="8rem">
            <TextField
              type="number"
              inputMode="numeric"
              label={t('catalogue.products.deadlineAmount')}
              value={draft.DeadlineAmount}
              onChange={(DeadlineAmount) => set({ DeadlineAmount })}
              error={errors['Deadline.Amount']}
              hint={t(`catalogue.products.deadlineAmountHint.${type}`)}
              testId="meeting-product-deadline-amount"
            />
          </Box>
        </HStack>
        {sentence !== null && <Text aria-live="polite" data-testid="meeting-product-deadline-sentence">{t('catalogue.products.deadlineMeans', { sentence })}</Text>}
      </Stack>
      {item !== null && <CheckField label={t('catalogue.active')} hint={t('catalogue.activeHint')} checked={draft.Active} onChange={(Active) => set({ Active })} testId="meeting-product-active" />}
    </Stack>
  );
}

/** Products (…/MeetingProduct/…): location, group, price, VAT, window, deadline; a delete withdraws. */
export function ProductList({ customerId, onCustomer }: { customerId: string; onCustomer(id: string): void }) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const { deadline: deadlineText, window: windowText } = useRuleTexts();
  const [locationId, setLocationId] = useState('');
  const fixedSearch = [
    ...(customerId === '' ? [] : [{ Name: 'CustomerID', Value: customerId, SearchType: 0 }]),
    ...(locationId === '' ? [] : [{ Name: 'LocationID', Value: locationId, SearchType: 0 }]),
  ];
  return (
    <GenericList<MeetingProductItem, ProductDraft, MeetingCatalogueOptions>
      paths={CATALOGUE_LISTS.meetingProduct}
      title={t('catalogue.products.title')}
      noun={t('catalogue.products.noun')}
      searchLabel={t('catalogue.products.search')}
      fixedSearch={fixedSearch}
      toolbar={({ options }) => (
        <HStack gap="2" align="end" wrap="wrap">
          <CustomerChoice options={options} value={customerId} onChange={(id) => { setLocationId(''); onCustomer(id); }} t={t} />
          <ChoiceField label={t('catalogue.products.location')} value={locationId} onChange={setLocationId} testId="meeting-product-filter-location">
            <option value="">{t('catalogue.products.allLocations')}</option>
            {locationsOf(options, customerId).map((location) => <option key={location.ID} value={location.ID}>{location.Name}</option>)}
          </ChoiceField>
        </HStack>
      )}
      canCreate={(options) => locationsOf(options, '').some((location) => location.Active)}
      canDelete={(item) => item.Active}
      columns={[
        { key: 'name', header: t('catalogue.name'), render: (item) => item.Name },
        { key: 'location', header: t('catalogue.products.location'), render: (item) => item.LocationName },
        { key: 'group', header: t('catalogue.products.group'), render: (item) => item.ProductUIGroup?.Name ?? t('catalogue.products.noGroup') },
        { key: 'price', header: t('catalogue.products.price'), render: (item) => formatOre(kronerToOre(item.Price), culture), align: 'end' },
        { key: 'vat', header: t('catalogue.products.vat'), render: (item) => (item.VatRate === 25 ? t('catalogue.products.vat25') : t('catalogue.products.vat0')) },
        { key: 'window', header: t('catalogue.products.window'), render: (item) => windowText(item, t) },
        { key: 'deadline', header: t('catalogue.products.deadline'), render: (item) => deadlineText(item, null, t, culture) },
        { key: 'status', header: t('catalogue.status'), render: (item) => <StatusBadge active={item.Active} t={t} /> },
      ]}
      emptyDraft={(options) => {
        const first = locationsOf(options, customerId).find((location) => location.ID === locationId) ?? locationsOf(options, customerId).find((location) => location.Active);
        return { LocationID: first?.ID ?? '', Name: '', Price: '', VatRate: '25', GroupName: '', FromTime: '08:00', ToTime: '16:00', DeadlineType: '2', DeadlineAmount: '2', Active: true };
      }}
      toDraft={(item) => ({
        LocationID: item.LocationID,
        Name: item.Name,
        Price: String(item.Price).replace('.', culture === 'da' ? ',' : '.'),
        VatRate: String(item.VatRate),
        GroupName: item.ProductUIGroup?.Name ?? '',
        FromTime: item.FromTime,
        ToTime: item.ToTime,
        DeadlineType: String(item.Deadline.ID),
        DeadlineAmount: String(item.Deadline.Amount),
        Active: item.Active,
      })}
      Editor={ProductEditor}
      validate={(draft) => translated(productRule(draft), t)}
      toCreateBody={bodyOf}
      toUpdateBody={bodyOf}
      itemLabel={(item) => item.Name}
    />
  );
}
