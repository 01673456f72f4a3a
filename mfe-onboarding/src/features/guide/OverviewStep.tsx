import type { WalletInOnboarding } from '@kk/contracts';
import type { OnboardingOptions } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Stack, Text } from '@kk/ui';
import { TermsChecklist } from './TermsChecklist';
import type { WalletTermsState } from './useWalletTerms';
import { paymentCardsOf, refillOf, schoolCardsOf } from './walletFacts';
import { WalletSection } from './WalletSection';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Box as="span" fontWeight="semibold">{label}:</Box> {value}
    </Text>
  );
}

/**
 * Step 7: each child as the guide left them (school card, payment card, refill, options),
 * then the terms (TermsChecklist): for each term type the user may see, its document and a
 * box per child, saved at once with UpdateWalletTerms. The guide's finish is refused while
 * a required one is unticked (`showRefusal`). A term-type load failure leaves them out.
 */
export function OverviewStep({ wallets, options, terms, showRefusal }: {
  wallets: readonly WalletInOnboarding[];
  options: OnboardingOptions;
  terms: WalletTermsState;
  showRefusal: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const culture = getAppConfig().culture;
  const yesNo = (on: boolean) => (on ? t('guide.yes') : t('guide.no'));

  return (
    <Stack gap="3">
      <Text>{t('guide.overview.intro')}</Text>
      {wallets.map((wallet) => (
        <WalletSection key={wallet.WalletID} name={wallet.Name} walletId={wallet.WalletID}>
          <Fact label={t('guide.overview.schoolCard')} value={schoolCardsOf(wallet) ?? t('guide.none')} />
          <Fact label={t('guide.overview.card')} value={paymentCardsOf(wallet, t) ?? t('guide.none')} />
          <Fact label={t('guide.overview.refill')} value={refillOf(wallet, t, culture)} />
          {options.quickSale && <Fact label={t('guide.overview.quickSale')} value={yesNo(wallet.AllowQuickSalePayment)} />}
          {options.selfOrdering && <Fact label={t('guide.overview.selfOrdering')} value={yesNo(wallet.AllowSelfOrdering)} />}
        </WalletSection>
      ))}
      <TermsChecklist wallets={wallets} terms={terms} showRefusal={showRefusal} refusalTitle={t('guide.terms.refusedFinish')} />
    </Stack>
  );
}
