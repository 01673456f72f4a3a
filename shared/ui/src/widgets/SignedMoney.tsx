import { Text } from '@chakra-ui/react';
import { Money } from '../components';

/** Money in is shown with a plus and in green, money out with a minus; the sign is written, not only coloured. */
export function SignedMoney({ ore, strike = false }: { ore: number; strike?: boolean }) {
  const sign = ore > 0 ? '+' : ore < 0 ? '−' : '';
  return (
    <Text as="span" fontWeight="semibold" whiteSpace="nowrap" color={ore > 0 ? 'green.700' : 'fg'} textDecoration={strike ? 'line-through' : undefined}>
      {sign}
      <Money ore={Math.abs(ore)} />
    </Text>
  );
}
