import { useTranslation } from 'react-i18next';
import { getAppConfig, useSession } from '@kk/platform';
import { ComingSoon, Heading, Stack, Text } from '@kk/ui';
import { WalletLookup } from './WalletLookup';

/** The partner site's and support tool's entry screen. */
export function TransactionsApp() {
  const { t } = useTranslation('transactions');
  const user = useSession((s) => s.user);
  const { application } = getAppConfig();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">{t('title')}</Heading>
      <Stack as="section" aria-labelledby="customers-title" gap="2">
        <Heading as="h2" size="md" id="customers-title">{t('customers')}</Heading>
        {application === 'support' ? (
          <Text>{t('allCustomers')}</Text>
        ) : (
          <Stack as="ul" pl="5" gap="1" data-testid="partner-customers">
            {(user?.Customers ?? []).map((c) => (
              <li key={c.ID}>{c.Name}</li>
            ))}
          </Stack>
        )}
      </Stack>
      <WalletLookup />
      <ComingSoon title={t('title')}>{t('coming')}</ComingSoon>
    </Stack>
  );
}
