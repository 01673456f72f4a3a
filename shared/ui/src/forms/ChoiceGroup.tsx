import { useId, type ReactNode } from 'react';
import { Box, Stack, Text } from '@kk/ui';

export interface Choice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * Radio buttons in a fieldset: native inputs, so arrow keys, labels and the screen reader's
 * group name work without help. The message shows only when `error` is given (after an
 * edit or a submit).
 */
export function ChoiceGroup({ legend, name, choices, value, onChange, error, testId, columns = 1 }: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId?: string;
  columns?: 1 | 2 | 3;
}) {
  const errorId = useId();
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <Text as="legend" fontWeight="semibold" mb="2">{legend}</Text>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }} gap="2">
        {choices.map((choice) => (
          <Box
            as="label"
            key={choice.value}
            display="flex"
            alignItems="center"
            gap="3"
            borderWidth="1px"
            borderColor={value === choice.value ? 'brand.solid' : error ? 'red.600' : 'border'}
            bg={value === choice.value ? 'brand.subtle' : 'bg'}
            borderRadius="md"
            px="3"
            py="2"
            cursor="pointer"
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} style={{ width: '1.1rem', height: '1.1rem', accentColor: 'currentColor' }} />
            <Stack gap="0">
              <Text fontWeight="medium">{choice.label}</Text>
              {choice.hint && <Text fontSize="sm" color="fg.muted">{choice.hint}</Text>}
            </Stack>
          </Box>
        ))}
      </Box>
      {error && <Text id={errorId} color="red.700" fontSize="sm" mt="1" role="alert">{error}</Text>}
    </Box>
  );
}
