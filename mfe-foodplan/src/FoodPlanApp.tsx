import { useTranslation } from 'react-i18next';
import { fetchChildren } from '@kk/platform';
import { ComingSoon, Heading, Loading, LoadFailed, Stack, Text, useAsync } from '@kk/ui';

/** The food plan's entry screen: which wallets have a food plan at which customer. */
export function FoodPlanApp() {
  const { t } = useTranslation('foodplan');
  const wallets = useAsync(fetchChildren, []);
  const plans =
    wallets.status === 'done'
      ? wallets.data.flatMap((w) => w.Customers.filter((c) => c.FoodPlan).map((c) => ({ key: `${w.WalletID}-${c.ID}`, customer: c.Name, wallet: w.Name })))
      : [];
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('title')}</Heading>
      {wallets.status === 'loading' && <Loading />}
      {wallets.status === 'failed' && <LoadFailed />}
      {wallets.status === 'done' && (
        <ComingSoon title={t('intro')}>
          {plans.length === 0 ? (
            <Text>{t('none')}</Text>
          ) : (
            <Stack as="ul" gap="1" pl="5" data-testid="foodplan-list">
              {plans.map((p) => (
                <li key={p.key}>
                  <Text as="span" fontWeight="semibold">{p.customer}</Text> {t('forWallet', { name: p.wallet })}
                </li>
              ))}
            </Stack>
          )}
          <Text mt="3" color="fg.muted">{t('coming')}</Text>
        </ComingSoon>
      )}
    </Stack>
  );
}
