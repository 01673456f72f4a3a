import { useState } from 'react';
import type { WalletInOnboarding, WalletRefillSettings } from '@kk/contracts';
import { decideAutomaticRefill, kronerToOre, type AutomaticRefillRequest } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Loading, Money, Text, useAsync } from '@kk/ui';
import { AmountField, ChoiceGroup, decimalText } from '@kk/ui/forms';
import { RefillFormFrame } from './RefillFormFrame';
import { typedKroner } from './refillProblems';
import { useRefillPayment } from './refillPayment';
import { refillsApi } from './api';
import { useRefillSave } from './useRefillSave';

/**
 * Automatic refill (spec sections 3 and 5): when a purchase leaves the balance below the
 * threshold, the primary card (or the wallet's MobilePay agreement) is charged the refill
 * amount. The rules are @kk/domain's, the same the API enforces.
 */
export function AutomaticRefillForm({ wallet, onClose, onSaved }: { wallet: WalletInOnboarding; onClose: () => void; onSaved: (saved: WalletRefillSettings) => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const amounts = useAsync(() => refillsApi.automaticRefillAmounts(wallet.WalletID), [wallet.WalletID]);
  const current = wallet.AutomaticRefill;
  const [refillAmount, setRefillAmount] = useState(current.RefillAmount > 0 ? String(current.RefillAmount) : '');
  const [belowAmount, setBelowAmount] = useState(current.BelowAmount > 0 ? decimalText(current.BelowAmount, culture) : '');
  const payment = useRefillPayment(wallet, current.Enabled ? current.PaymentMethod : undefined);

  const request: AutomaticRefillRequest = {
    // Choosing the automatic refill in the first step is turning it on; "Ingen optankning" there turns it off.
    AutomaticRefillEnabled: true,
    AutomaticRefillAmount: refillAmount === '' ? 0 : Number(refillAmount),
    AutomaticRefillBelowAmount: typedKroner(belowAmount),
    PaymentMethod: payment.method,
  };
  const limits = { totalMaximumAmountOre: wallet.TotalMaximumAmount === null ? null : kronerToOre(wallet.TotalMaximumAmount), noMonthlySavings: false };
  const decision = decideAutomaticRefill(request, limits);
  const { saving, errors } = useRefillSave(decision, payment, () => refillsApi.setAutomaticRefill(wallet.WalletID, request), onSaved);
  const formId = `automatic-refill-${wallet.WalletID}`;

  if (amounts.status === 'loading') return <Loading />;
  return (
    <RefillFormFrame formId={formId} saving={saving} wallet={wallet} payment={payment} onCancel={onClose}>
      <Text fontSize="sm">{t(payment.method === 'MobilePay' ? 'refill.automatic.mobilePayHint' : 'refill.automatic.enabledHint')}</Text>
      <ChoiceGroup
        legend={t('refill.automatic.amount')}
        name={`${formId}-amount`}
        columns={2}
        testId="automatic-amounts"
        choices={(amounts.status === 'done' ? amounts.data : []).map((kroner) => ({ value: String(kroner), label: <Money ore={kronerToOre(kroner)} /> }))}
        value={refillAmount}
        onChange={setRefillAmount}
        error={errors.AutomaticRefillAmount}
      />
      <AmountField
        label={t('refill.automatic.below')}
        hint={t('refill.automatic.belowHint')}
        unit={t('common.kroner')}
        value={belowAmount}
        onChange={setBelowAmount}
        error={errors.AutomaticRefillBelowAmount}
        testId="automatic-below"
      />
    </RefillFormFrame>
  );
}
