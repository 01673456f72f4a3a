import { useState } from 'react';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@kk/ui';
import { ResultNotice, type ActionResult } from '@kk/ui/forms';
import { nfcApi } from './api';

export interface SchoolCardRow {
  CardDisplayNumber: string;
  IsBlocked: boolean;
}

const spaced = (number: string) => number.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The wallet's school cards, each blockable at once (a lost card: the canteen refuses it
 * from that moment), unblockable, and removable after a confirmation. The outcome of each
 * action is announced in a live region.
 */
export function SchoolCardList({ walletName, cards, onChange }: { walletName: string; cards: readonly SchoolCardRow[]; onChange: (cards: SchoolCardRow[]) => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionResult | null>(null);

  const act = async (number: string, action: () => Promise<SchoolCardRow[]>, done: string) => {
    setBusy(number);
    setOutcome(null);
    try {
      onChange(await action());
      setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.describe().text[culture] : t('schoolCard.actionFailed') });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };
  const setBlocked = (card: SchoolCardRow, blocked: boolean) =>
    act(
      card.CardDisplayNumber,
      async () => {
        const saved = await (blocked ? nfcApi.blockSchoolCard(card.CardDisplayNumber) : nfcApi.unblockSchoolCard(card.CardDisplayNumber));
        return cards.map((c) => (c.CardDisplayNumber === card.CardDisplayNumber ? { ...c, IsBlocked: saved.IsBlocked } : c));
      },
      t(blocked ? 'schoolCard.blocked' : 'schoolCard.unblocked', { card: spaced(card.CardDisplayNumber) }),
    );
  const remove = (card: SchoolCardRow) =>
    act(
      card.CardDisplayNumber,
      async () => {
        await nfcApi.removeSchoolCard(card.CardDisplayNumber);
        return cards.filter((c) => c.CardDisplayNumber !== card.CardDisplayNumber);
      },
      t('schoolCard.removed', { card: spaced(card.CardDisplayNumber) }),
    );

  return (
    <Stack gap="3" data-testid="school-cards">
      <Text fontWeight="semibold">{t('schoolCard.listTitle', { name: walletName })}</Text>
      {cards.length === 0 && <Text fontSize="sm">{t('schoolCard.none')}</Text>}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
        {cards.map((card) => {
          const shown = spaced(card.CardDisplayNumber);
          const named = <VisuallyHidden>{` ${shown}`}</VisuallyHidden>;
          return (
            <li key={card.CardDisplayNumber} data-testid="school-card-row">
              <HStack gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" p="2">
                <Text fontFamily="mono">{shown}</Text>
                {card.IsBlocked && <Badge colorPalette="red" data-testid="school-card-blocked">{t('schoolCard.blockedBadge')}</Badge>}
                <HStack gap="2" ml="auto">
                  {confirming === card.CardDisplayNumber ? (
                    <>
                      <Text fontSize="sm">{t('schoolCard.confirmRemove', { card: shown })}</Text>
                      <Button size="xs" colorPalette="red" loading={busy === card.CardDisplayNumber} onClick={() => void remove(card)}>{t('schoolCard.confirmRemoveYes')}{named}</Button>
                      <Button size="xs" variant="outline" onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
                    </>
                  ) : (
                    <>
                      <Button size="xs" variant={card.IsBlocked ? 'outline' : 'solid'} colorPalette={card.IsBlocked ? undefined : 'red'} loading={busy === card.CardDisplayNumber} onClick={() => void setBlocked(card, !card.IsBlocked)}>
                        {t(card.IsBlocked ? 'schoolCard.unblock' : 'schoolCard.block')}{named}
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => setConfirming(card.CardDisplayNumber)}>{t('schoolCard.remove')}{named}</Button>
                    </>
                  )}
                </HStack>
              </HStack>
            </li>
          );
        })}
      </Stack>
      <ResultNotice result={outcome} testId="school-card-outcome" />
    </Stack>
  );
}
