import type { ReactNode } from 'react';
import type { CreditCard } from '@kk/contracts';
import { Stack, Text } from '@kk/ui';
import { CardItem } from './CardItem';

/** A card page's cards, each with the page's actions; a change to a card's sharing reads them again. */
export function CardList({ cards, noneText, actions, onChanged }: {
  cards: readonly CreditCard[];
  noneText: string;
  actions: (card: CreditCard) => ReactNode;
  onChanged: () => void;
}) {
  return (
    <>
      {cards.length === 0 && <Text data-testid="no-cards">{noneText}</Text>}
      <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
        {cards.map((card) => <CardItem key={card.UID} card={card} onSharingChanged={onChanged}>{actions(card)}</CardItem>)}
      </Stack>
    </>
  );
}
