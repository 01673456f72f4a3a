import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletInOnboarding } from '@kk/contracts';
import { kronerToOre } from '@kk/domain';
import { api, bus } from '@kk/platform';
import { Box, Heading, Loading, LoadFailed, SimpleGrid, Text, useAsync } from '@kk/ui';
import { WalletCard } from './WalletCard';

/** Every wallet of the signed-in user (a guardian's children, or their own) with its balance. */
export function WalletOverview({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('wallet');
  const children = useAsync(() => api.get<WalletInOnboarding[]>('/api/Onboarding/GetChildren', undefined, { silent: true }), []);
  const [balances, setBalances] = useState<Record<string, number>>({});

  useEffect(() => {
    if (children.status !== 'done') return;
    setBalances(Object.fromEntries(children.data.map((w) => [w.WalletID, kronerToOre(w.Balance)])));
    bus.publish('wallets.loaded', { walletIds: children.data.map((w) => w.WalletID) });
  }, [children]);

  // Money moved elsewhere on the page (a top-up, a purchase): show it without a reload.
  useEffect(
    () => bus.subscribe('wallet.balance.changed', ({ walletId, balance }) => setBalances((b) => ({ ...b, [walletId]: kronerToOre(balance) }))),
    [],
  );

  return (
    <Box as="section" aria-labelledby="wallets-title">
      <Heading as={headingLevel} size="xl" id="wallets-title" mb="1">{t('title')}</Heading>
      <Text mb="5" color="fg.muted">{t('intro')}</Text>
      {children.status === 'loading' && <Loading />}
      {children.status === 'failed' && <LoadFailed />}
      {children.status === 'done' && children.data.length === 0 && <Text>{t('empty')}</Text>}
      {children.status === 'done' && children.data.length > 0 && (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none" p="0" m="0">
          {children.data.map((wallet) => (
            <li key={wallet.WalletID}>
              <WalletCard
                wallet={wallet}
                balanceOre={balances[wallet.WalletID] ?? kronerToOre(wallet.Balance)}
                headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
