import { useTranslation } from 'react-i18next';
import { kronerToOre } from '@kk/domain';
import { fetchChildren, useSession } from '@kk/platform';
import { ComingSoon, Heading, Loading, LoadFailed, Money, Stack, Text, useAsync } from '@kk/ui';

/** Meeting catering's entry screen: who the staff member orders for and what pays. */
export function MeetingApp() {
  const { t } = useTranslation('meeting');
  const user = useSession((s) => s.user);
  const wallets = useAsync(fetchChildren, []);
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('title')}</Heading>
      <ComingSoon title={t('customers')}>
        <Stack as="ul" gap="1" pl="5" data-testid="meeting-customers">
          {(user?.Customers ?? []).map((c) => (
            <li key={c.ID}>{c.Name}</li>
          ))}
        </Stack>
        {wallets.status === 'loading' && <Loading />}
        {wallets.status === 'failed' && <LoadFailed />}
        {wallets.status === 'done' &&
          (wallets.data[0] ? (
            <Text mt="3">
              {t('paidFrom', { name: wallets.data[0].Name })} <Money ore={kronerToOre(wallets.data[0].Balance)} />
            </Text>
          ) : (
            <Text mt="3">{t('noWallet')}</Text>
          ))}
        <Text mt="3" color="fg.muted">{t('coming')}</Text>
      </ComingSoon>
    </Stack>
  );
}
