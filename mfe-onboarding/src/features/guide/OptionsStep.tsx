import { useEffect, useState } from 'react';
import { useTranslation } from '@kk/platform';
import type { WalletInOnboarding } from '@kk/contracts';
import type { OnboardingOptions } from '@kk/domain';
import { Stack, Text } from '@kk/ui';
import { CheckboxField } from '@kk/ui/forms';
import { guideApi } from './api';
import { WalletSection } from './WalletSection';

type WalletOption = 'quickSale' | 'selfOrdering';

const save: Record<WalletOption, (walletId: string, allow: boolean) => Promise<unknown>> = {
  quickSale: guideApi.setQuickSale,
  selfOrdering: guideApi.setSelfOrdering,
};

/**
 * Step 5: the newsletter consent and, per child, quick sale and self-ordering, as far as
 * the page settings offer them. Each change is saved at once (silently); a change the
 * server refuses goes back to what it was.
 */
export function OptionsStep({ wallets, options, onSaved }: { wallets: readonly WalletInOnboarding[]; options: OnboardingOptions; onSaved: () => void }) {
  const { t } = useTranslation('onboarding');
  const [newsletter, setNewsletter] = useState(false);
  const [walletOptions, setWalletOptions] = useState<Record<string, Record<WalletOption, boolean>>>(() =>
    Object.fromEntries(wallets.map((w) => [w.WalletID, { quickSale: w.AllowQuickSalePayment, selfOrdering: w.AllowSelfOrdering }])),
  );

  useEffect(() => {
    if (!options.newsletter) return;
    let current = true;
    guideApi.newsletter().then((consent) => current && setNewsletter(consent.Consent), () => undefined);
    return () => {
      current = false;
    };
  }, [options.newsletter]);

  const changeNewsletter = (consent: boolean) => {
    setNewsletter(consent);
    guideApi.setNewsletter(consent).catch(() => setNewsletter(!consent));
  };

  const changeWallet = (walletId: string, option: WalletOption, allow: boolean) => {
    const set = (value: boolean) => setWalletOptions((all) => ({ ...all, [walletId]: { ...all[walletId]!, [option]: value } }));
    set(allow);
    save[option](walletId, allow).then(onSaved, () => set(!allow));
  };

  return (
    <Stack gap="3">
      <Text>{t('guide.options.intro')}</Text>
      {options.newsletter && (
        <CheckboxField checked={newsletter} onChange={changeNewsletter} testId="onboarding-newsletter">{t('guide.options.newsletter')}</CheckboxField>
      )}
      {(options.quickSale || options.selfOrdering) && wallets.map((wallet) => (
        <WalletSection key={wallet.WalletID} name={wallet.Name} walletId={wallet.WalletID}>
          {options.quickSale && (
            <CheckboxField checked={walletOptions[wallet.WalletID]?.quickSale ?? false} onChange={(allow) => changeWallet(wallet.WalletID, 'quickSale', allow)}>
              {t('guide.options.quickSale', { name: wallet.Name })}
            </CheckboxField>
          )}
          {options.selfOrdering && (
            <CheckboxField checked={walletOptions[wallet.WalletID]?.selfOrdering ?? false} onChange={(allow) => changeWallet(wallet.WalletID, 'selfOrdering', allow)}>
              {t('guide.options.selfOrdering', { name: wallet.Name })}
            </CheckboxField>
          )}
        </WalletSection>
      ))}
    </Stack>
  );
}
