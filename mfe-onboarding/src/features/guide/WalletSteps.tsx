import type { WalletInOnboarding } from '@kk/contracts';
import { addWalletCardPath } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, RouteLink, Stack, Text } from '@kk/ui';
import { paymentCardsOf, refillOf, schoolCardsOf } from './walletFacts';
import { WalletSection } from './WalletSection';

const FAMILY_CARD_PATH = '/DepositWithdraw/WalletGroupCreditCard/AddCard';

function NoWallets() {
  const { t } = useTranslation('onboarding');
  return <Text>{t('guide.noWallets')}</Text>;
}

/** Step 1: what the guide does, and the children it sets up. */
export function WelcomeStep({ wallets }: { wallets: readonly WalletInOnboarding[] }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="3">
      <Text>{t('guide.welcome.intro')}</Text>
      {wallets.length === 0 ? <NoWallets /> : (
        <>
          <Text>{t('guide.welcome.wallets')}</Text>
          <Box as="ul" pl="5" data-testid="onboarding-children">
            {wallets.map((wallet) => <li key={wallet.WalletID}>{wallet.Name}</li>)}
          </Box>
        </>
      )}
    </Stack>
  );
}

/** Step 2: each child's school cards; adding one opens the wallet remote's own dialog. */
export function SchoolCardStep({ wallets, onAdd }: { wallets: readonly WalletInOnboarding[]; onAdd: (walletId: string) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="3">
      <Text>{t('guide.schoolCard.intro')}</Text>
      {wallets.length === 0 && <NoWallets />}
      {wallets.map((wallet) => {
        const cards = schoolCardsOf(wallet);
        return (
          <WalletSection key={wallet.WalletID} name={wallet.Name} walletId={wallet.WalletID}>
            <Text data-testid="onboarding-school-cards">{cards ? t('guide.schoolCard.cards', { cards }) : t('guide.schoolCard.noCards')}</Text>
            <Button size="sm" onClick={() => onAdd(wallet.WalletID)}>{t('guide.schoolCard.add', { name: wallet.Name })}</Button>
          </WalletSection>
        );
      })}
    </Stack>
  );
}

/**
 * Step 3: each child's payment cards and a link to the wallet remote's add-card page (the
 * card provider's page follows); a family's guardian may add one card for all children.
 */
export function CardStep({ wallets }: { wallets: readonly WalletInOnboarding[] }) {
  const { t } = useTranslation('onboarding');
  const family = wallets.some((wallet) => wallet.WalletGroupID !== null);
  return (
    <Stack gap="3">
      <Text>{t('guide.card.intro')}</Text>
      <Text data-testid="onboarding-card-mobilepay">{t('guide.card.mobilePay')}</Text>
      <Text fontSize="sm" color="fg.muted">{t('guide.card.leave')}</Text>
      {wallets.length === 0 && <NoWallets />}
      {wallets.map((wallet) => {
        const cards = paymentCardsOf(wallet, t);
        return (
          <WalletSection key={wallet.WalletID} name={wallet.Name} walletId={wallet.WalletID}>
            <Text data-testid="onboarding-payment-cards">{cards ? t('guide.card.cards', { cards }) : t('guide.card.noCards')}</Text>
            <RouteLink href={addWalletCardPath(wallet.WalletID)}>{t('guide.card.add', { name: wallet.Name })}</RouteLink>
          </WalletSection>
        );
      })}
      {family && <Box><RouteLink href={FAMILY_CARD_PATH}>{t('guide.card.addFamily')}</RouteLink></Box>}
    </Stack>
  );
}

/** Step 4: each child's refill as it is, and the wallet remote's refill dialog to change it. */
export function RefillStep({ wallets, onSetUp }: { wallets: readonly WalletInOnboarding[]; onSetUp: (walletId: string) => void }) {
  const { t } = useTranslation('onboarding');
  const culture = getAppConfig().culture;
  return (
    <Stack gap="3">
      <Text>{t('guide.refill.intro')}</Text>
      {wallets.length === 0 && <NoWallets />}
      {wallets.map((wallet) => (
        <WalletSection key={wallet.WalletID} name={wallet.Name} walletId={wallet.WalletID}>
          <Text data-testid="onboarding-refill">{refillOf(wallet, t, culture)}</Text>
          <Button size="sm" onClick={() => onSetUp(wallet.WalletID)}>{t('guide.refill.setUp', { name: wallet.Name })}</Button>
        </WalletSection>
      ))}
    </Stack>
  );
}
