import type { TFunction } from 'i18next';
import type { CreditCard } from '@kk/contracts';
import { cardLabel, cardModel } from '@kk/domain';
import { confirmDialog } from '@kk/ui';
import { cardsApi } from './api';

/** Spec section 5: setting a primary card for all wallets needs a confirmation. */
export async function makePrimaryForAll(card: CreditCard, t: TFunction): Promise<boolean> {
  const ok = await confirmDialog({
    title: t('cards.allConfirmTitle'),
    message: t('cards.allConfirmBody', { card: cardLabel(card) }),
    confirmLabel: t('cards.allConfirm'),
    cancelLabel: t('common.cancel'),
  });
  if (!ok) return false;
  await cardsApi.setPrimaryAllWallets(cardModel(card));
  return true;
}

export async function deleteCard(card: CreditCard, t: TFunction): Promise<boolean> {
  const ok = await confirmDialog({
    title: t('cards.deleteConfirmTitle'),
    message: t('cards.deleteConfirmBody', { card: cardLabel(card) }),
    confirmLabel: t('cards.delete'),
    cancelLabel: t('common.cancel'),
  });
  if (!ok) return false;
  await cardsApi.deleteCard(card.UID, card.MerchantName);
  return true;
}

export async function makePrimaryFor(card: CreditCard, walletId: string): Promise<void> {
  await cardsApi.setPrimary(cardModel(card), walletId);
}
