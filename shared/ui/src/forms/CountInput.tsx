import type { ComponentProps } from 'react';
import { Input } from '@kk/ui';

/**
 * A whole number from 1 to `max` (a quantity, a number of participants): the phone's
 * number pad, and the browser's own steps and range. The caller labels it.
 */
export function CountInput({ max, ...input }: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'min' | 'step'> & { max: number }) {
  return <Input type="number" inputMode="numeric" min={1} max={max} step={1} {...input} />;
}
