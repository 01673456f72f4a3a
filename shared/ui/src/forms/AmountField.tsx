import { useId } from 'react';
import { formatDecimalInput, normaliseDecimalInput, type Culture } from '@kk/domain';
import { getAppConfig } from '@kk/platform';
import { Field, HStack, Input, Text } from '@kk/ui';

/**
 * An amount as a decimal input shows it: two decimals, with a comma in Danish (spec
 * section 5) and the point English readers expect. Either is read back.
 */
export function decimalText(value: number, culture: Culture): string {
  const text = formatDecimalInput(value);
  return culture === 'en' ? text.replace(',', '.') : text;
}

function normalised(text: string, culture: Culture): string {
  const danish = normaliseDecimalInput(text);
  if (danish === null) return text;
  return culture === 'en' ? danish.replace(',', '.') : danish;
}

/** A kroner amount as typed (comma or point); on leaving, it is shown with two decimals. */
export function AmountField({ label, value, onChange, error, hint, unit, testId }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  unit: string;
  testId?: string;
}) {
  const hintId = useId();
  const errorId = useId();
  const culture = getAppConfig().culture;
  // The hint and the error are the input's description, so a screen reader reads the error with the field.
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={value}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(normalised(value, culture))}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          maxW="12rem"
        />
        <Text aria-hidden="true">{unit}</Text>
      </HStack>
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
