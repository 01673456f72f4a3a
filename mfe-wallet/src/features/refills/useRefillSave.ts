import type { WalletRefillSettings } from '@kk/contracts';
import type { RefillDecision } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { useSettingsSave } from '@kk/ui/forms';
import { problemTexts } from './refillProblems';
import type { useRefillPayment } from './refillPayment';

/**
 * A refill form's save: nothing is sent while the refill rules refuse it, the save goes
 * through the chosen payment (MobilePay may first start an agreement and leave the page),
 * and once submitted each field shows its first problem.
 */
export function useRefillSave<T>(decision: RefillDecision<T>, payment: ReturnType<typeof useRefillPayment>, send: () => Promise<WalletRefillSettings>, onSaved: (saved: WalletRefillSettings) => void) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const saving = useSettingsSave({
    blocked: !decision.ok,
    save: async () => {
      const result = await payment.save(send);
      return result.kind === 'saved' ? result.settings : null;
    },
    onSaved,
    failedText: t('refill.saveFailed'),
  });
  const errors = saving.submitted && !decision.ok ? problemTexts(decision.problems, t, culture) : {};
  return { saving, errors };
}
