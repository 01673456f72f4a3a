import { Suspense, useEffect, useState } from 'react';
import { MOBILEPAY_AGREEMENT_RETURN_PARAMETER, MOBILEPAY_RETURN_PARAMETER, type WalletInOnboarding } from '@kk/contracts';
import { kronerToOre, mayManageMoney, walletsWithoutPrimaryCard } from '@kk/domain';
import { balanceHeardAfter, bus, fetchChildren, queryValue, useBalances, useTranslation } from '@kk/platform';
import { Box, Heading, HStack, LoadFailed, Loading, RouteLink, SimpleGrid, Text, useAsync, useLocation, useRoles } from '@kk/ui';
import { FamilyNotices } from './FamilyNotices';
import { useHomeSlots } from './slots';
import { WalletWidget } from './WalletWidget';

/** The home page: one widget per wallet of the signed-in user (a guardian's children, or their own). */
export function WalletOverview({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('wallet');
  const roles = useRoles();
  const { MobilePayReturn, MobilePayAgreementReturn } = useHomeSlots();
  // Back from MobilePay's approval page (the API adds the deposit's id to the return address);
  // kept after the result takes the id out of the address, so the result stays on the page.
  const returnedFrom = queryValue(useLocation().query, MOBILEPAY_RETURN_PARAMETER);
  const [mobilePayDeposit, setMobilePayDeposit] = useState(returnedFrom);
  useEffect(() => {
    if (returnedFrom !== null) setMobilePayDeposit(returnedFrom);
  }, [returnedFrom]);
  // Back from MobilePay's agreement page (the provider adds the agreement's id), kept the same way.
  const agreementReturn = queryValue(useLocation().query, MOBILEPAY_AGREEMENT_RETURN_PARAMETER);
  const [mobilePayAgreement, setMobilePayAgreement] = useState(agreementReturn);
  useEffect(() => {
    if (agreementReturn !== null) setMobilePayAgreement(agreementReturn);
  }, [agreementReturn]);
  const children = useAsync(() => {
    const askedAt = Date.now();
    return fetchChildren().then((wallets) => ({ wallets, askedAt }));
  }, []);
  // Money moved elsewhere (a top-up, a canteen purchase): the page's balances store has it.
  const heard = useBalances((state) => state.byWallet);
  // Kept while a reload runs, so the widgets (and any open dialog) stay on the page.
  const [loaded, setLoaded] = useState<{ wallets: WalletInOnboarding[]; askedAt: number } | null>(null);

  // Once per answer: useAsync's result is a new object on every render, its data is not
  // (depending on the result re-ran this on every render it caused, for ever).
  const answer = children.status === 'done' ? children.data : null;
  useEffect(() => {
    if (!answer) return;
    setLoaded(answer);
    bus.publish('wallets.loaded', { walletIds: answer.wallets.map((w) => w.WalletID) });
  }, [answer]);

  // A school card or refill saved in a dialog another remote asked for (the onboarding guide).
  const reload = children.reload;
  useEffect(() => bus.subscribe('wallet.dialog.closed', ({ saved }) => saved && reload()), [reload]);

  const wallets = loaded?.wallets ?? [];
  const isGuardian = wallets.some((w) => w.WalletGroupID !== null);
  const money = mayManageMoney(roles);
  const missingCard = money ? walletsWithoutPrimaryCard(wallets) : [];

  return (
    <Box as="section" aria-labelledby="wallets-title">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="1">
        <Heading as={headingLevel} size="xl" id="wallets-title">{t('title')}</Heading>
        {money && isGuardian && <RouteLink href="/DepositWithdraw/WalletGroupCreditCard" testId="family-cards-link">{t('links.familyCards')}</RouteLink>}
      </HStack>
      <Text mb="5" color="fg.muted">{t('intro')}</Text>
      {mobilePayDeposit && (
        <Suspense fallback={null}>
          <MobilePayReturn transactionId={mobilePayDeposit} onSettled={children.reload} />
        </Suspense>
      )}
      {mobilePayAgreement && (
        <Suspense fallback={null}>
          <MobilePayAgreementReturn agreementId={mobilePayAgreement} onSettled={children.reload} />
        </Suspense>
      )}
      {loaded === null && children.status === 'loading' && <Loading />}
      {loaded === null && children.status === 'failed' && <LoadFailed />}
      {loaded !== null && loaded.wallets.length === 0 && <Text>{t('empty')}</Text>}
      {wallets.length > 0 && (
        <>
          <FamilyNotices
            wallets={wallets}
            walletsMissingCard={missingCard}
            mayManageMoney={money}
            isGuardian={isGuardian}
          />
          <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="5" listStyleType="none" p="0" m="0">
            {wallets.map((wallet) => (
              <li key={wallet.WalletID}>
                <WalletWidget
                  wallet={wallet}
                  balanceOre={kronerToOre(balanceHeardAfter(heard, wallet.WalletID, loaded?.askedAt ?? 0) ?? wallet.Balance)}
                  roles={roles}
                  headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
                  walletsMissingCard={missingCard.length}
                  onChanged={children.reload}
                />
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
