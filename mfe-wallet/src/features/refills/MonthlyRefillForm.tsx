import { useState } from 'react';
import type { WalletInOnboarding, WalletRefillSettings } from '@kk/contracts';
import { decideMonthlyRefill, isNoMonthlySavings, kronerToOre, type MonthlyRefillRequest } from '@kk/domain';
import { currentPageSetting, getAppConfig, useTranslation } from '@kk/platform';
import { Text } from '@kk/ui';
import { AmountField, CheckboxField, decimalText } from '@kk/ui/forms';
import { RefillFormFrame } from './RefillFormFrame';
import { typedKroner } from './refillProblems';
import { useRefillPayment } from './refillPayment';
import { refillsApi } from './api';
import { useRefillSave } from './useRefillSave';

/**
 * Monthly refill (spec section 5): an amount charged once a month; with a balance limit
 * only what tops the balance up to it (the limit defaults to the amount). The page setting
 * NoMonthlySavings 'true' takes the balance limit away.
 */
export function MonthlyRefillForm({ wallet, onClose, onSaved }: { wallet: WalletInOnboarding; onClose: () => void; onSaved: (saved: WalletRefillSettings) => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const noMonthlySavings = isNoMonthlySavings(currentPageSetting('NoMonthlySavings'));
  const current = wallet.MonthlyRefill;
  const [amount, setAmount] = useState(current.Amount > 0 ? decimalText(current.Amount, culture) : '');
  const [hasLimit, setHasLimit] = useState(current.HasBalanceLimit && !noMonthlySavings);
  const [limit, setLimit] = useState(current.HasBalanceLimit && current.BalanceLimit > 0 ? decimalText(current.BalanceLimit, culture) : '');
  const payment = useRefillPayment(wallet, current.IsActive ? current.PaymentMethod : undefined);

  const request: MonthlyRefillRequest = {
    Amount: typedKroner(amount),
    // Left empty, the limit is the amount (spec section 5).
    BalanceLimit: hasLimit && limit.trim() !== '' ? typedKroner(limit) : null,
    // Choosing the monthly refill in the first step is turning it on; "Ingen optankning" there turns it off.
    IsActive: true,
    HasBalanceLimit: hasLimit && !noMonthlySavings,
    PaymentMethod: payment.method,
  };
  const limits = { totalMaximumAmountOre: wallet.TotalMaximumAmount === null ? null : kronerToOre(wallet.TotalMaximumAmount), noMonthlySavings };
  const decision = decideMonthlyRefill(request, limits);
  const { saving, errors } = useRefillSave(decision, payment, () => refillsApi.setMonthlyRefill(wallet.WalletID, request), onSaved);
  const formId = `monthly-refill-${wallet.WalletID}`;

  return (
    <RefillFormFrame formId={formId} saving={saving} wallet={wallet} payment={payment} onCancel={onClose}>
      <Text fontSize="sm">{t(payment.method === 'MobilePay' ? 'refill.monthly.mobilePayHint' : 'refill.monthly.activeHint')}</Text>
      <AmountField label={t('refill.monthly.amount')} unit={t('common.kroner')} value={amount} onChange={setAmount} error={errors.Amount} testId="monthly-amount" />
      {!noMonthlySavings && (
        <CheckboxField checked={hasLimit} onChange={setHasLimit} hint={t('refill.monthly.limitHint')} testId="monthly-has-limit">{t('refill.monthly.hasLimit')}</CheckboxField>
      )}
      {!noMonthlySavings && hasLimit && (
        <AmountField
          label={t('refill.monthly.limit')}
          hint={t('refill.monthly.limitDefault')}
          unit={t('common.kroner')}
          value={limit}
          onChange={setLimit}
          error={errors.BalanceLimit}
          testId="monthly-limit"
        />
      )}
    </RefillFormFrame>
  );
}
