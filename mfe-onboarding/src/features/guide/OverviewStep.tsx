import { useState } from 'react';
import type { WalletInOnboarding, WalletTermType } from '@kk/contracts';
import { termAccepted, walletTermsOf, type OnboardingOptions } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Heading, Stack, Text, useAsync } from '@kk/ui';
import { CheckboxField } from '@kk/ui/forms';
import { guideApi } from './api';
import { paymentCardsOf, refillOf, schoolCardsOf } from './walletFacts';
import { WalletSection } from './WalletSection';

const termKey = (walletId: string, termTypeId: number) => `${walletId}:${termTypeId}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Box as="span" fontWeight="semibold">{label}:</Box> {value}
    </Text>
  );
}

/**
 * Step 7: each child as the guide left them (school card, payment card, refill, options),
 * then the terms: for each child and each term type the user may see, a checkbox saved at
 * once with UpdateWalletTerms. A term-type load failure leaves the terms out.
 */
export function OverviewStep({ wallets, options }: { wallets: readonly WalletInOnboarding[]; options: OnboardingOptions }) {
  const { t } = useTranslation('onboarding');
  const culture = getAppConfig().culture;
  const termTypes = useAsync(guideApi.termTypes, []);
  const types: WalletTermType[] = termTypes.status === 'done' ? termTypes.data : [];
  const [accepted, setAccepted] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(wallets.flatMap((w) => walletTermsOf(w).map((term) => [termKey(w.WalletID, term.Type.ID), termAccepted(w, term.Type.ID)]))),
  );
  const yesNo = (on: boolean) => (on ? t('guide.yes') : t('guide.no'));

  const answer = (wallet: WalletInOnboarding, type: WalletTermType, isAccepted: boolean) => {
    const key = termKey(wallet.WalletID, type.ID);
    const earlier = walletTermsOf(wallet).find((term) => term.Type.ID === type.ID);
    setAccepted((all) => ({ ...all, [key]: isAccepted }));
    guideApi
      .updateTerms([{
        WalletID: wallet.WalletID,
        Name: wallet.Name,
        Terms: [{ CreatedDate: earlier?.CreatedDate ?? null, UpdateDate: new Date().toISOString(), IsAccepted: isAccepted, TermTypeID: type.ID, Name: type.Name }],
      }])
      .catch(() => setAccepted((all) => ({ ...all, [key]: !isAccepted })));
  };

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
      {types.length > 0 && wallets.length > 0 && (
        <Box as="section" aria-labelledby="onboarding-terms" data-testid="onboarding-terms">
          <Heading as="h3" size="sm" id="onboarding-terms" mb="2">{t('guide.overview.terms')}</Heading>
          <Stack gap="2">
            {wallets.flatMap((wallet) => types.map((type) => (
              <CheckboxField
                key={termKey(wallet.WalletID, type.ID)}
                checked={accepted[termKey(wallet.WalletID, type.ID)] ?? false}
                onChange={(isAccepted) => answer(wallet, type, isAccepted)}
              >
                {t('guide.overview.accept', { term: type.Name, name: wallet.Name })}
              </CheckboxField>
            )))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
