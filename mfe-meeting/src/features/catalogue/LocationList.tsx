import type { TFunction } from 'i18next';
import { CATALOGUE_LISTS, type MeetingCatalogueOptions, type MeetingDeliveryWindow, type MeetingLocationItem } from '@kk/contracts';
import { MEETING_WEEKDAYS, validateMeetingLocation } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Button, HStack, Stack, Text } from '@kk/ui';
import { GenericList, type EditorProps } from '@kk/ui/lists';
import { CheckField, customerFor, CustomerChoice, StatusBadge, TextField, translated } from './fields';

export interface LocationDraft {
  CustomerID: string;
  Name: string;
  DeliveryWindows: MeetingDeliveryWindow[];
  Active: boolean;
}

export const locationRule = (draft: LocationDraft) => validateMeetingLocation({ Name: draft.Name, DeliveryWindows: draft.DeliveryWindows });

/** 'Man, Tir, Fre 08:00–12:00; Tor 12:30–15:00', or any time. */
export function windowsText(windows: readonly MeetingDeliveryWindow[], t: TFunction): string {
  if (windows.length === 0) return t('catalogue.locations.noWindows');
  return windows
    .map((window) => t('catalogue.locations.windowText', { days: [...window.Weekdays].sort((a, b) => a - b).map((day) => t(`catalogue.weekdays.${day}`)).join(', '), from: window.From, to: window.To }))
    .join('; ');
}

const NEW_WINDOW: MeetingDeliveryWindow = { Weekdays: [1, 2, 3, 4, 5], From: '08:00', To: '16:00' };

function WindowsEditor({ windows, onChange, errors }: { windows: MeetingDeliveryWindow[]; onChange(next: MeetingDeliveryWindow[]): void; errors: Record<string, string> }) {
  const { t } = useTranslation('meeting');
  const change = (index: number, next: Partial<MeetingDeliveryWindow>) => onChange(windows.map((window, at) => (at === index ? { ...window, ...next } : window)));
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3">
      <legend style={{ fontWeight: 600, padding: '0 0.25rem' }}>{t('catalogue.locations.windows')}</legend>
      <Text fontSize="sm" color="fg.muted">{t('catalogue.locations.windowsHint')}</Text>
      {errors.DeliveryWindows && <Text color="fg.error" role="alert">{errors.DeliveryWindows}</Text>}
      {windows.map((window, index) => {
        const number = index + 1;
        const key = `DeliveryWindows.${index}`;
        return (
          <Box as="fieldset" key={index} borderWidth="1px" borderRadius="md" p="3" data-testid="meeting-location-window">
            <legend style={{ fontWeight: 500, padding: '0 0.25rem' }}>{t('catalogue.locations.window', { number })}</legend>
            <Stack gap="2">
              <Box role="group" aria-label={`${t('catalogue.locations.window', { number })}: ${t('catalogue.locations.weekdays')}`}>
                <Text fontSize="sm" fontWeight="medium" mb="1">{t('catalogue.locations.weekdays')}</Text>
                <HStack gap="3" wrap="wrap">
                  {MEETING_WEEKDAYS.map((day) => (
                    <label key={day} style={{ display: 'inline-flex', gap: '0.3rem', alignItems: 'center' }}>
                      <input
                        type="checkbox"
                        checked={window.Weekdays.includes(day)}
                        onChange={(event) => change(index, { Weekdays: event.target.checked ? [...window.Weekdays, day].sort((a, b) => a - b) : window.Weekdays.filter((other) => other !== day) })}
                        aria-label={t(`catalogue.weekdayNames.${day}`)}
                        data-testid={`meeting-window-day-${day}`}
                      />
                      <span aria-hidden="true">{t(`catalogue.weekdays.${day}`)}</span>
                    </label>
                  ))}
                </HStack>
                {errors[`${key}.Weekdays`] && <Text fontSize="sm" color="fg.error" role="alert">{errors[`${key}.Weekdays`]}</Text>}
              </Box>
              <HStack gap="3" align="start" wrap="wrap">
                <Box flex="1" minW="8rem">
                  <TextField type="time" label={t('catalogue.locations.from')} value={window.From} onChange={(From) => change(index, { From })} error={errors[`${key}.From`]} testId="meeting-window-from" />
                </Box>
                <Box flex="1" minW="8rem">
                  <TextField type="time" label={t('catalogue.locations.to')} value={window.To} onChange={(To) => change(index, { To })} error={errors[`${key}.To`]} testId="meeting-window-to" />
                </Box>
              </HStack>
              <Button alignSelf="start" size="xs" variant="outline" colorPalette="red" onClick={() => onChange(windows.filter((_, at) => at !== index))} data-testid="meeting-window-remove">
                {t('catalogue.locations.removeWindow', { number })}
              </Button>
            </Stack>
          </Box>
        );
      })}
      <Button alignSelf="start" size="sm" variant="outline" onClick={() => onChange([...windows, { ...NEW_WINDOW, Weekdays: [...NEW_WINDOW.Weekdays] }])} data-testid="meeting-window-add">
        {t('catalogue.locations.addWindow')}
      </Button>
    </Stack>
  );
}

function LocationEditor({ draft, onChange, errors, item, options }: EditorProps<MeetingLocationItem, LocationDraft, MeetingCatalogueOptions>) {
  const { t } = useTranslation('meeting');
  return (
    <Stack gap="3">
      {item === null && options.Customers.length > 1 && (
        <CustomerChoice options={options} value={draft.CustomerID} onChange={(id) => onChange({ ...draft, CustomerID: id || (options.Customers[0]?.ID ?? '') })} t={t} />
      )}
      <TextField label={t('catalogue.name')} value={draft.Name} onChange={(Name) => onChange({ ...draft, Name })} error={errors.Name} testId="meeting-location-name" />
      <WindowsEditor windows={draft.DeliveryWindows} onChange={(DeliveryWindows) => onChange({ ...draft, DeliveryWindows })} errors={errors} />
      {item !== null && <CheckField label={t('catalogue.active')} hint={t('catalogue.activeHint')} checked={draft.Active} onChange={(Active) => onChange({ ...draft, Active })} testId="meeting-location-active" />}
    </Stack>
  );
}

/** Locations (…/MeetingLocation/…): name, delivery windows, offered or withdrawn. */
export function LocationList({ customerId, onCustomer }: { customerId: string; onCustomer(id: string): void }) {
  const { t } = useTranslation('meeting');
  return (
    <GenericList<MeetingLocationItem, LocationDraft, MeetingCatalogueOptions>
      paths={CATALOGUE_LISTS.meetingLocation}
      title={t('catalogue.locations.title')}
      noun={t('catalogue.locations.noun')}
      searchLabel={t('catalogue.locations.search')}
      fixedSearch={customerId === '' ? [] : [{ Name: 'CustomerID', Value: customerId, SearchType: 0 }]}
      toolbar={({ options }) => <CustomerChoice options={options} value={customerId} onChange={onCustomer} t={t} />}
      canCreate={(options) => options.Customers.length > 0}
      columns={[
        { key: 'name', header: t('catalogue.name'), render: (item) => item.Name },
        { key: 'windows', header: t('catalogue.locations.windows'), render: (item) => windowsText(item.DeliveryWindows, t) },
        { key: 'status', header: t('catalogue.status'), render: (item) => <StatusBadge active={item.Active} t={t} /> },
      ]}
      emptyDraft={(options) => ({ CustomerID: customerFor(options, customerId)?.ID ?? '', Name: '', DeliveryWindows: [], Active: true })}
      toDraft={(item) => ({ CustomerID: item.CustomerID, Name: item.Name, DeliveryWindows: item.DeliveryWindows.map((window) => ({ ...window, Weekdays: [...window.Weekdays] })), Active: item.Active })}
      Editor={LocationEditor}
      validate={(draft) => translated(locationRule(draft), t)}
      toCreateBody={(draft) => ({ CustomerID: draft.CustomerID, Name: draft.Name.trim(), DeliveryWindows: draft.DeliveryWindows })}
      toUpdateBody={(draft) => ({ Name: draft.Name.trim(), DeliveryWindows: draft.DeliveryWindows, Active: draft.Active })}
      itemLabel={(item) => item.Name}
    />
  );
}
