import type { ReactNode } from 'react';
import { Box, Text } from '@kk/ui';

/** A native checkbox with its label; the whole row is the click target. */
export function CheckboxField({ checked, onChange, children, hint, testId }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Box as="label" display="flex" alignItems="flex-start" gap="3" cursor="pointer" data-testid={testId}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem' }} />
      <Box>
        <Text fontWeight="medium">{children}</Text>
        {hint && <Text fontSize="sm" color="fg.muted">{hint}</Text>}
      </Box>
    </Box>
  );
}
