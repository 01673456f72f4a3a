import type { TFunction } from 'i18next';
import type { CreditCard } from '@kk/contracts';
import { cardLabel, cardModel } from '@kk/domain';
import { confirmDialog } from '@kk/ui';
import { cardsApi } from './api';

/** The texts of one confirmation about a card. */
interface CardQuestion {
  title: string;
  body: string;
  confirm: string;
}

/** Runs `work` only once the user has said yes to the question about the card; tells whether it ran. */
async function afterConfirming(card: CreditCard, t: TFunction, question: CardQuestion, work: () => Promise<unknown>): Promise<boolean> {
  const ok = await confirmDialog({
    title: t(question.title),
    message: t(question.body, { card: cardLabel(card) }),
    confirmLabel: t(question.confirm),
    cancelLabel: t('common.cancel'),
  });
  if (!ok) return false;
  await work();
  return true;
}

/** Spec section 5: setting a primary card for all wallets needs a confirmation. */
export function makePrimaryForAll(card: CreditCard, t: TFunction): Promise<boolean> {
  const question = { title: 'cards.allConfirmTitle', body: 'cards.allConfirmBody', confirm: 'cards.allConfirm' };
  return afterConfirming(card, t, question, () => cardsApi.setPrimaryAllWallets(cardModel(card)));
}

export function deleteCard(card: CreditCard, t: TFunction): Promise<boolean> {
  const question = { title: 'cards.deleteConfirmTitle', body: 'cards.deleteConfirmBody', confirm: 'cards.delete' };
  return afterConfirming(card, t, question, () => cardsApi.deleteCard(card.UID, card.MerchantName));
}

export async function makePrimaryFor(card: CreditCard, walletId: string): Promise<void> {
  await cardsApi.setPrimary(cardModel(card), walletId);
}
