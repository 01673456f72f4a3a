import type { ReactNode } from 'react';
import type { CreditCard } from '@kk/contracts';
import { cardAddedDate, cardExpiry, cardLabel } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Card, Flex, HStack, Text } from '@kk/ui';

/** One saved card: brand, last four digits, expiry, when it was added (two alike tell apart), whose it is, what it is primary for, and its actions. */
export function CardItem({ card, children }: { card: CreditCard; children?: ReactNode }) {
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
        <Text fontSize="sm" data-testid="card-primary-for">
          {primaryFor.length > 0 ? t('cards.primaryForList', { names: primaryFor.join(', ') }) : t('cards.notPrimary')}
        </Text>
        {children && <Flex gap="2" wrap="wrap">{children}</Flex>}
      </Card.Body>
    </Card.Root>
  );
}
