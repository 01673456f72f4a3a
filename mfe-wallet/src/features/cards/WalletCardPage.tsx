import type { CreditCard, WalletInOnboarding } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { addWalletCardPath, cardReturnPath, isPrimaryFor, mayPayWith, noAvailableCards, sortCards } from '@kk/domain';
import { Alert, Box, Button, LoadFailed, Loading, PageTitle, RouteLink, Stack, Text, useAsync } from '@kk/ui';
import { CardList } from './CardList';
import { CardReturnStatus } from './CardReturnStatus';
import { deleteCard, makePrimaryFor, makePrimaryForAll } from './cardActions';
import { cardsApi } from './api';

/**
 * The card page of one wallet (/DepositWithdraw/WalletCreditCard?WalletID=): the cards
 * that can pay for it (the family's and its own), which is its primary card, and adding,
 * deleting and choosing the primary card for this wallet or for all the family's wallets.
 */
export function WalletCardPage({ wallet, query }: { wallet: WalletInOnboarding; query: URLSearchParams }) {
  const { t } = useTranslation('wallet');
  const list = useAsync(() => cardsApi.walletCards(wallet.WalletID), [wallet.WalletID]);
  const run = (work: () => Promise<unknown>) => () => void work().then(list.reload, list.reload);
  const addHref = addWalletCardPath(wallet.WalletID, cardReturnPath(query));

  // A card the user may not pay with (another guardian's, not shared) cannot be made primary by them (issue 23).
  const actions = (card: CreditCard) => (
    <>
      {mayPayWith(card) && !isPrimaryFor(card, wallet.WalletID) && (
        <Button size="sm" onClick={run(() => makePrimaryFor(card, wallet.WalletID))} data-testid="make-primary">{t('cards.makePrimaryFor', { name: wallet.Name })}</Button>
      )}
      {mayPayWith(card) && card.WalletID === null && wallet.WalletGroupID !== null && (
        <Button size="sm" variant="outline" onClick={run(() => makePrimaryForAll(card, t))} data-testid="make-primary-all">{t('cards.makePrimaryAll')}</Button>
      )}
      <Button size="sm" variant="outline" colorPalette="red" onClick={run(() => deleteCard(card, t))}>{t('cards.delete')}</Button>
    </>
  );

  return (
    <Stack as="section" gap="5" aria-labelledby="card-page-title" data-testid="wallet-card-page">
      <PageTitle id="card-page-title" title={t('cards.walletTitle', { name: wallet.Name })} intro={t('cards.walletIntro')} />
      <CardReturnStatus query={query} onAdded={list.reload} />
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <LoadFailed />}
      {list.status === 'done' && (
        <>
          {noAvailableCards(sortCards(list.data)) && (
            <Alert.Root status="info" data-testid="no-available-cards">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('cards.noAvailableTitle')}</Alert.Title>
                <Alert.Description>{t('cards.noAvailableBody', { name: wallet.Name })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <CardList cards={list.data.CreditCards} noneText={t('cards.none')} actions={actions} onChanged={list.reload} />
        </>
      )}
      <Box>
        <RouteLink href={addHref} testId="add-card">{t('cards.add')}</RouteLink>
      </Box>
      {wallet.WalletGroupID !== null && (
        <Text fontSize="sm">
          <RouteLink href="/DepositWithdraw/WalletGroupCreditCard">{t('links.familyCards')}</RouteLink>
        </Text>
      )}
    </Stack>
  );
}
