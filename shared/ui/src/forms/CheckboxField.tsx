import type { ReactNode } from 'react';
import { Box, Text } from '@kk/ui';

/** A native checkbox with its label; the whole row is the click target. Disabled, it shows a value the user cannot change. */
export function CheckboxField({ checked, onChange, children, hint, testId, disabled = false }: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <Box as="label" display="flex" alignItems="flex-start" gap="3" cursor={disabled ? 'default' : 'pointer'} opacity={disabled ? 0.8 : undefined} data-testid={testId}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem' }}
      />
      <Box>
        <Text fontWeight="medium">{children}</Text>
        {hint && <Text fontSize="sm" color="fg.muted">{hint}</Text>}
      </Box>
    </Box>
  );
}
