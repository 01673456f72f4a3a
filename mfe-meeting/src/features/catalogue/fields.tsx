import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { MeetingCatalogueCustomer, MeetingCatalogueOptions } from '@kk/contracts';
import { Badge, Field, Input, Stack, Text } from '@kk/ui';

/** The shared rules' message keys (catalogue.errors.*), translated, by field. */
export function translated(errors: Record<string, string>, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
}

/** A labelled text (or time, number) field with its error read out under it. */
export function TextField({ label, value, onChange, error, hint, type = 'text', testId, inputMode, list }: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  type?: 'text' | 'time' | 'number';
  testId?: string;
  inputMode?: 'decimal' | 'numeric';
  list?: string;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} inputMode={inputMode} list={list} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A labelled native select (keyboard and screen reader without help), with its error. */
export function ChoiceField({ label, value, onChange, error, hint, testId, children }: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="1.5">
      <label htmlFor={id} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={described}
        data-testid={testId}
        style={{ border: '1px solid var(--chakra-colors-border)', borderRadius: '0.375rem', padding: '0.4rem 0.5rem', background: 'var(--chakra-colors-bg)', color: 'inherit', font: 'inherit', width: '100%', height: '2.5rem' }}
      >
        {children}
      </select>
      {hint && <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">{hint}</Text>}
      {error && <Text id={`${id}-error`} fontSize="sm" color="fg.error" role="alert">{error}</Text>}
    </Stack>
  );
}

/** A native checkbox with its label. */
export function CheckField({ label, checked, onChange, hint, testId }: { label: string; checked: boolean; onChange(checked: boolean): void; hint?: string; testId?: string }) {
  return (
    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', cursor: 'pointer' }}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem' }} />
      <span>
        <Text as="span" fontWeight="medium">{label}</Text>
        {hint && <Text fontSize="sm" color="fg.muted">{hint}</Text>}
      </span>
    </label>
  );
}

export function StatusBadge({ active, t }: { active: boolean; t: TFunction }) {
  return <Badge colorPalette={active ? 'green' : 'gray'}>{active ? t('catalogue.offered') : t('catalogue.withdrawn')}</Badge>;
}

/** The customer a new item is made for: the one chosen above the list, or the first. */
export function customerFor(options: MeetingCatalogueOptions, chosen: string): MeetingCatalogueCustomer | undefined {
  return options.Customers.find((customer) => customer.ID === chosen) ?? options.Customers[0];
}

/** The customer choice above a list, when the caller edits more than one customer. */
export function CustomerChoice({ options, value, onChange, t }: { options: MeetingCatalogueOptions; value: string; onChange(id: string): void; t: TFunction }) {
  if (options.Customers.length < 2) return null;
  return (
    <ChoiceField label={t('catalogue.customer')} value={value} onChange={onChange} testId="meeting-catalogue-customer">
      <option value="">{t('catalogue.allCustomers')}</option>
      {options.Customers.map((customer) => <option key={customer.ID} value={customer.ID}>{customer.Name}</option>)}
    </ChoiceField>
  );
}
