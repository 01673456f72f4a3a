import { describeServerError, formatOre, kronerToOre, periodLabel } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, Loading, ModalDialog, Stack, Text, useAsync } from '@kk/ui';
import { subscriptionsApi } from './api';

const RANGE = /^(\d{4}-\d{2}-\d{2}) - (\d{4}-\d{2}-\d{2})$/;

/**
 * The failed-subscriptions dialog (spec section 2): failed renewals (and refills) of the
 * child's wallet, or of the wallet group when the address names one (walletgroupid or
 * WalletGroupID: group mode).
 */
export function FailedSubscriptionsDialog({ walletId, groupId, onClose }: { walletId: string; groupId: string | null; onClose: () => void }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const failed = useAsync(() => (groupId !== null ? subscriptionsApi.failedForGroup(groupId) : subscriptionsApi.failedForWallet(walletId)), [walletId, groupId]);
  const label = (period: string | null) => {
    const match = period === null ? null : RANGE.exec(period);
    return match ? periodLabel({ StartDate: match[1] as string, EndDate: match[2] as string }, culture) : (period ?? '');
  };
  return (
    <ModalDialog
      title={t(groupId !== null ? 'subscriptions.failed.titleGroup' : 'subscriptions.failed.title')}
      onClose={onClose}
      testId="failed-subscriptions-dialog"
      footer={<Button onClick={onClose}>{t('subscriptions.failed.close')}</Button>}
    >
      {failed.status === 'loading' && <Loading />}
      {failed.status === 'failed' && <Text>{t('subscriptions.failed.loadFailed')}</Text>}
      {failed.status === 'done' && failed.data.length === 0 && <Text>{t('subscriptions.failed.none')}</Text>}
      {failed.status === 'done' && failed.data.length > 0 && (
        <Stack as="ul" gap="3" pl="0" listStyleType="none">
          {failed.data.map((entry) => (
            <Stack as="li" key={entry.ID} gap="0" data-testid="failed-subscription">
              <Text fontWeight="semibold">
                {t('subscriptions.failed.line', {
                  name: entry.Type === 'FoodPlanSubscription' ? (entry.Name ?? '') : t('subscriptions.failed.refill'),
                  period: label(entry.Period),
                  amount: formatOre(kronerToOre(entry.Amount), culture),
                })}
              </Text>
              {groupId !== null && <Text fontSize="sm">{t('subscriptions.failed.wallet', { name: entry.WalletName })}</Text>}
              <Text fontSize="sm" color="red.700">{describeServerError({ message: entry.Reason }).text[culture]}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </ModalDialog>
  );
}
