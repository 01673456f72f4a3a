import { useId, type ReactNode } from 'react';
import { Stack, Text } from '@kk/ui';

const controlStyle = {
  // gray.500: at least 3:1 against the field and the page, like the inputs (system.ts).
  border: '1px solid var(--chakra-colors-gray-500)',
  borderRadius: '0.375rem',
  padding: '0.4rem 0.5rem',
  background: 'var(--chakra-colors-bg)',
  color: 'inherit',
  font: 'inherit',
  width: '100%',
} as const;

/** What every labelled native field takes: its label, its text value, and a hint read with it. */
interface NativeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  hint?: string;
}

/** The attributes that tie a native control to its label, hint, value and test id. */
interface ControlBinding {
  id: string;
  'aria-describedby': string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'data-testid': string | undefined;
}

/** A native control under its label, with the hint read with it (aria-describedby). */
function LabelledControl({ field, children }: { field: NativeFieldProps; children: (control: ControlBinding) => ReactNode }) {
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  return (
    <Stack gap="1.5">
      <label htmlFor={id} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{field.label}</label>
      {children({ id, 'aria-describedby': hintId, value: field.value, onChange: (event) => field.onChange(event.target.value), 'data-testid': field.testId })}
      {field.hint && <Text id={hintId} fontSize="xs" color="fg.muted">{field.hint}</Text>}
    </Stack>
  );
}

/**
 * A labelled native select: the keyboard, the screen reader and a phone's picker work
 * without help. `hint` is read with the field (aria-describedby).
 */
export function SelectField({ children, disabled, ...field }: NativeFieldProps & { children: ReactNode; disabled?: boolean }) {
  return (
    <LabelledControl field={field}>
      {(control) => <select {...control} disabled={disabled} style={{ ...controlStyle, height: '2.5rem', ...(disabled ? { background: 'var(--chakra-colors-bg-muted)', borderStyle: 'dashed', cursor: 'not-allowed' } : {}) }}>{children}</select>}
    </LabelledControl>
  );
}

/** A labelled native date field (the value as YYYY-MM-DD): the browser's own picker, keyboard and screen reader. */
export function DateField(field: NativeFieldProps) {
  return <LabelledControl field={field}>{(control) => <input {...control} type="date" style={{ ...controlStyle, height: '2.5rem' }} />}</LabelledControl>;
}

/**
 * A labelled multi-line text field (a note), native so it needs nothing more. `error` (a
 * required text left empty) is an alert under it, read out when it appears.
 */
export function TextAreaField({ maxLength, rows = 3, error, ...field }: NativeFieldProps & { maxLength?: number; rows?: number; error?: string }) {
  return (
    <>
      <LabelledControl field={field}>
        {(control) => <textarea {...control} rows={rows} maxLength={maxLength} style={{ ...controlStyle, resize: 'vertical' }} />}
      </LabelledControl>
      {error && <Text role="alert" color="red.700" fontSize="sm">{error}</Text>}
    </>
  );
}
