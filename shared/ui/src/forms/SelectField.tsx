import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Stack, Text } from '@kk/ui';

const control = {
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: '0.375rem',
  padding: '0.4rem 0.5rem',
  background: 'var(--chakra-colors-bg)',
  color: 'inherit',
  font: 'inherit',
  width: '100%',
} as const;

/** What a native control needs to be labelled: its id and the id of its hint, if any. */
type ControlIds = { id: string; 'aria-describedby': string | undefined };

/** A native control under its label, with the hint read with it (aria-describedby). */
function LabelledControl({ label, hint, children }: { label: string; hint?: string; children: (ids: ControlIds) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <label htmlFor={id} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{label}</label>
      {children({ id, 'aria-describedby': hint ? `${id}-hint` : undefined })}
      {hint && <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">{hint}</Text>}
    </Stack>
  );
}

/**
 * A labelled native select: the keyboard, the screen reader and a phone's picker work
 * without help. `hint` is read with the field (aria-describedby).
 */
export function SelectField({ label, value, onChange, children, testId, disabled, hint }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <LabelledControl label={label} hint={hint}>
      {(ids) => (
        <select
          {...ids}
          value={value}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          data-testid={testId}
          style={{ ...control, height: '2.5rem', opacity: disabled ? 0.6 : 1 }}
        >
          {children}
        </select>
      )}
    </LabelledControl>
  );
}

/** A labelled native date field (the value as YYYY-MM-DD): the browser's own picker, keyboard and screen reader. */
export function DateField({ label, value, onChange, testId, hint }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  hint?: string;
}) {
  return (
    <LabelledControl label={label} hint={hint}>
      {(ids) => (
        <input
          {...ids}
          type="date"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          data-testid={testId}
          style={{ ...control, height: '2.5rem' }}
        />
      )}
    </LabelledControl>
  );
}

/** A labelled multi-line text field (a note), native so it needs nothing more. */
export function TextAreaField({ label, value, onChange, testId, maxLength, rows = 3, hint }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  maxLength?: number;
  rows?: number;
  hint?: string;
}) {
  return (
    <LabelledControl label={label} hint={hint}>
      {(ids) => (
        <textarea
          {...ids}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          data-testid={testId}
          style={{ ...control, resize: 'vertical' }}
        />
      )}
    </LabelledControl>
  );
}
