import type { ReactNode } from 'react';
import { requestCartOpen, useCartItemCount } from '@kk/platform';
import { Box, Button, HStack, Stack, Text } from '@kk/ui';

/**
 * The foot of something to buy (a webshop product, a food plan menu item): its price, the
 * add button (named in full for the screen reader) and, while it cannot be added, why: the
 * button is disabled and describes itself with the reason.
 */
export function AddToBasket({ price, add, addLabel, onAdd, reason, reasonId, reasonColor = 'fg.muted', priceTestId, addTestId }: {
  price: string;
  add: string;
  addLabel: string;
  onAdd: () => void;
  reason: ReactNode | null;
  reasonId: string;
  reasonColor?: string;
  priceTestId: string;
  addTestId: string;
}) {
  return (
    <Stack gap="1" w="100%">
      <HStack justify="space-between">
        <Text fontSize="lg" fontWeight="bold" data-testid={priceTestId}>{price}</Text>
        <Button size="sm" onClick={onAdd} disabled={reason !== null} aria-label={addLabel} aria-describedby={reason !== null ? reasonId : undefined} data-testid={addTestId}>
          {add}
        </Button>
      </HStack>
      {reason !== null && (
        <Box id={reasonId} fontSize="sm" color={reasonColor} textAlign="right" data-testid="add-disabled-reason">
          {reason}
        </Box>
      )}
    </Stack>
  );
}

/** What was just added to the basket, announced politely; the region stays so the next one is read too. */
export function AddedNotice({ text, testId }: { text: string | null; testId: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid={testId}>
      {text && <Text color="green.700">{text}</Text>}
    </Box>
  );
}

/** Opens the cart, shown once something is in it; `label` says how many things are. */
export function OpenCartButton({ label, testId }: { label: (count: number) => string; testId: string }) {
  const count = useCartItemCount();
  if (count === 0) return null;
  return (
    <Button onClick={requestCartOpen} data-testid={testId}>
      {label(count)}
    </Button>
  );
}
