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
  const id = useId();
  return (
    <Stack gap="1.5">
      <label htmlFor={id} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        data-testid={testId}
        style={{ ...control, height: '2.5rem', opacity: disabled ? 0.6 : 1 }}
      >
        {children}
      </select>
      {hint && <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">{hint}</Text>}
    </Stack>
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
  const id = useId();
  return (
    <Stack gap="1.5">
      <label htmlFor={id} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        data-testid={testId}
        style={{ ...control, resize: 'vertical' }}
      />
      {hint && <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">{hint}</Text>}
    </Stack>
  );
}
