import type { CreditCard, WalletInOnboarding } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { isPrimaryFor, mayPayWith } from '@kk/domain';
import { Box, Button, Heading, LoadFailed, Loading, PageTitle, RouteLink, Stack, useAsync } from '@kk/ui';
import { CardList } from './CardList';
import { CardReturnStatus } from './CardReturnStatus';
import { deleteCard, makePrimaryFor, makePrimaryForAll } from './cardActions';
import { cardsApi } from './api';

/**
 * The family's card page (/DepositWithdraw/WalletGroupCreditCard): cards of the wallet
 * group serve every child; each can be made the primary card of one child or of all.
 */
export function WalletGroupCardPage({ wallets, query }: { wallets: readonly WalletInOnboarding[]; query: URLSearchParams }) {
  const { t } = useTranslation('wallet');
  const list = useAsync(() => cardsApi.walletGroupCards(), []);
  const run = (work: () => Promise<unknown>) => () => void work().then(list.reload, list.reload);

  // A card the user may not pay with (another guardian's, not shared) cannot be made primary by them (issue 23).
  const actions = (card: CreditCard) => (
    <>
      {mayPayWith(card) && !wallets.every((wallet) => isPrimaryFor(card, wallet.WalletID)) && (
        <Button size="sm" onClick={run(() => makePrimaryForAll(card, t))} data-testid="make-primary-all">{t('cards.makePrimaryAll')}</Button>
      )}
      {wallets.filter((wallet) => mayPayWith(card) && !isPrimaryFor(card, wallet.WalletID)).map((wallet) => (
        <Button key={wallet.WalletID} size="sm" variant="outline" onClick={run(() => makePrimaryFor(card, wallet.WalletID))}>
          {t('cards.makePrimaryFor', { name: wallet.Name })}
        </Button>
      ))}
      <Button size="sm" variant="outline" colorPalette="red" onClick={run(() => deleteCard(card, t))}>{t('cards.delete')}</Button>
    </>
  );

  return (
    <Stack as="section" gap="5" aria-labelledby="card-page-title" data-testid="group-card-page">
      <PageTitle id="card-page-title" title={t('cards.groupTitle')} intro={t('cards.groupIntro')} />
      <CardReturnStatus query={query} onAdded={list.reload} />
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <LoadFailed />}
      {list.status === 'done' && <CardList cards={list.data.CreditCards} noneText={t('cards.noneFamily')} actions={actions} onChanged={list.reload} />}
      <Box>
        <RouteLink href="/DepositWithdraw/WalletGroupCreditCard/AddCard" testId="add-card">{t('cards.addFamily')}</RouteLink>
      </Box>
      <Box as="nav" aria-label={t('cards.perWallet')}>
        <Heading as="h2" size="md" mb="2">{t('cards.perWallet')}</Heading>
        <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
          {wallets.map((wallet) => (
            <li key={wallet.WalletID}>
              <RouteLink href={`/DepositWithdraw/WalletCreditCard?WalletID=${encodeURIComponent(wallet.WalletID)}`}>{t('cards.walletTitle', { name: wallet.Name })}</RouteLink>
            </li>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
