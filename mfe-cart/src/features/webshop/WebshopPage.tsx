import { useEffect, useState } from 'react';
import type { BasketWallet } from '@kk/domain';
import { addWebshopItem, bus, followCart, useTranslation } from '@kk/platform';
import { Box, Heading, HStack, LoadFailed, Loading, SimpleGrid, Stack, Text, useAsync } from '@kk/ui';
import { AddedNotice, OpenCartButton } from '@kk/ui/forms';
import { loadShops, type Shop, type ShopProduct } from './loadShops';
import { ProductCard } from './ProductCard';
import { WalletPicker } from './WalletPicker';

function ShopSection({ shop, onAdd }: { shop: Shop; onAdd: (shop: Shop, item: ShopProduct) => void }) {
  const { t } = useTranslation('cart');
  const headingId = `shop-${shop.ID}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" data-testid="webshop-section">
      <Box>
        <Heading as="h2" size="lg" id={headingId}>{shop.Name}</Heading>
        <Text color="fg.muted">{t('webshop.shopFor', { names: shop.wallets.map((w) => w.Name).join(', ') })}</Text>
      </Box>
      {shop.groups.map((group) => (
        <Stack as="section" key={group.ID} aria-labelledby={`group-${group.ID}`} gap="3">
          <Heading as="h3" size="md" id={`group-${group.ID}`}>{group.Name}</Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {group.products.map((item) => <ProductCard key={item.product.ID} item={item} shop={shop} onAdd={(chosen) => onAdd(shop, chosen)} />)}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** /Webshop/Index: a section per webshop the user's children may shop in, its groups and products. */
export function WebshopPage() {
  const { t } = useTranslation('cart');
  const shops = useAsync(loadShops, []);
  const [picking, setPicking] = useState<{ shop: Shop; item: ShopProduct } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { reload } = shops;

  useEffect(followCart, []);
  // Stock and purchased counts change when an order is paid: show the new ones.
  useEffect(() => bus.subscribe('shopping.payment.success', reload), [reload]);

  const add = (shop: Shop, item: ShopProduct, wallet: BasketWallet) => {
    const line = item.forWallet[wallet.WalletID];
    if (line === undefined) return;
    if (addWebshopItem(wallet, shop.CustomerID, line) === null) setNotice(t('webshop.added', { name: item.product.Name, wallet: wallet.Name }));
  };
  const onAdd = (shop: Shop, item: ShopProduct) => {
    if (shop.wallets.length === 1) add(shop, item, shop.wallets[0]!);
    else setPicking({ shop, item });
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size="xl">{t('webshop.title')}</Heading>
          <Text color="fg.muted" mt="1" maxW="2xl">{t('webshop.intro')}</Text>
        </Box>
        <OpenCartButton label={(count) => t('webshop.openCart', { count })} testId="webshop-open-cart" />
      </HStack>
      <AddedNotice text={notice} testId="webshop-notice" />
      {shops.status === 'loading' && <Loading />}
      {shops.status === 'failed' && <LoadFailed />}
      {shops.status === 'done' && shops.data.length === 0 && <Text>{t('webshop.none')}</Text>}
      {shops.status === 'done' && shops.data.map((shop) => <ShopSection key={shop.ID} shop={shop} onAdd={onAdd} />)}
      {picking && (
        <WalletPicker
          item={picking.item}
          shop={picking.shop}
          onClose={() => setPicking(null)}
          onPick={(wallet) => {
            add(picking.shop, picking.item, wallet);
            setPicking(null);
          }}
        />
      )}
    </Stack>
  );
}
