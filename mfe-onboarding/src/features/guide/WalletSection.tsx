import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack } from '@kk/ui';

/** One child's part of a step: the child's name as a heading, then what the step shows and offers for them. */
export function WalletSection({ name, walletId, children }: { name: string; walletId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" data-testid="onboarding-wallet" data-wallet-id={walletId}>
      <Heading as="h3" size="sm" id={headingId} mb="2">{name}</Heading>
      <Stack gap="2" align="start">{children}</Stack>
    </Box>
  );
}
