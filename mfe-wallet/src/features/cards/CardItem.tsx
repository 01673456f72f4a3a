import type { ReactNode } from 'react';
import type { CreditCard } from '@kk/contracts';
import { cardAddedDate, cardExpiry, cardLabel, mayPayWith } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Card, Flex, HStack, Text } from '@kk/ui';
import { CardSharingSwitch } from './CardSharingSwitch';

/** Who saved the card (issue 23), for a card someone else saved: shared with the caller, or not. */
function SavedBy({ card }: { card: CreditCard }) {
  const { t } = useTranslation('wallet');
  if (!card.SavedBy || card.SavedByMe !== false) return null;
  return (
    <Text fontSize="sm" data-testid="card-saved-by">
      {t('cards.savedBy', { name: card.SavedBy })} · {mayPayWith(card) ? t('cards.sharedWithFamily') : t('cards.notSharedWithYou', { name: card.SavedBy })}
    </Text>
  );
}

/**
 * One saved card: brand, last four digits, expiry, when it was added (two alike tell apart),
 * whose it is, who saved it, what it is primary for, and its actions. Its holder gets the
 * sharing switch (with `onSharingChanged`).
 */
export function CardItem({ card, children, onSharingChanged }: { card: CreditCard; children?: ReactNode; onSharingChanged?: () => void }) {
  const { t } = useTranslation('wallet');
  const primaryFor = card.PrimaryUses.map((use) => use.WalletName);
  return (
    <Card.Root as="li" size="sm" data-testid="credit-card" data-card-last4={card.Last4} data-card-uid={card.UID}>
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Box>
            <Text fontWeight="bold">{cardLabel(card)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('cards.expires', { expiry: cardExpiry(card) })} · {t('cards.addedOn', { date: cardAddedDate(card, getAppConfig().culture) })}
            </Text>
          </Box>
          <HStack gap="2" wrap="wrap" align="flex-start">
            <Badge colorPalette="gray">{card.WalletID === null ? t('cards.familyCard') : t('cards.walletCard', { name: card.WalletName ?? '' })}</Badge>
          </HStack>
        </Flex>
        <SavedBy card={card} />
        <Text fontSize="sm" data-testid="card-primary-for">
          {primaryFor.length > 0 ? t('cards.primaryForList', { names: primaryFor.join(', ') }) : t('cards.notPrimary')}
        </Text>
        {card.SavedByMe === true && onSharingChanged && <CardSharingSwitch card={card} onChanged={onSharingChanged} />}
        {children && <Flex gap="2" wrap="wrap">{children}</Flex>}
      </Card.Body>
    </Card.Root>
  );
}
