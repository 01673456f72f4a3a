import { useTranslation } from 'react-i18next';
import { fetchChildren } from '@kk/platform';
import { ComingSoon, Heading, Loading, LoadFailed, Stack, Text, useAsync } from '@kk/ui';

/** The webshop's entry screen: which webshops each of the user's wallets may shop in. */
export function WebshopApp() {
  const { t } = useTranslation('cart');
  const wallets = useAsync(fetchChildren, []);
  const shops =
    wallets.status === 'done'
      ? wallets.data.flatMap((w) => w.Customers.filter((c) => c.Webshop).map((c) => ({ key: `${w.WalletID}-${c.ID}`, shop: c.Name, wallet: w.Name })))
      : [];
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('webshop.title')}</Heading>
      {wallets.status === 'loading' && <Loading />}
      {wallets.status === 'failed' && <LoadFailed />}
      {wallets.status === 'done' && (
        <ComingSoon title={t('webshop.intro')}>
          {shops.length === 0 ? (
            <Text>{t('webshop.none')}</Text>
          ) : (
            <Stack as="ul" gap="1" pl="5" data-testid="webshop-list">
              {shops.map((s) => (
                <li key={s.key}>
                  <Text as="span" fontWeight="semibold">{s.shop}</Text> {t('webshop.forWallet', { name: s.wallet })}
                </li>
              ))}
            </Stack>
          )}
          <Text mt="3" color="fg.muted">{t('webshop.coming')}</Text>
        </ComingSoon>
      )}
    </Stack>
  );
}
