import { allergenName, countInAllBaskets, formatOre, kronerToOre, type Baskets, type WebshopRefusal } from '@kk/domain';
import { getAppConfig, useCart, useTranslation, webshopRefusal } from '@kk/platform';
import { Badge, Card, Center, HStack, Image, Text } from '@kk/ui';
import { AddToBasket } from '@kk/ui/forms';
import type { Shop, ShopProduct } from './loadShops';

function Placeholder({ label }: { label: string }) {
  return (
    <Center w="100%" aspectRatio={4 / 3} bg="bg.muted" color="fg.muted" aria-label={label} role="img">
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 17l-5-5-8 8" />
      </svg>
    </Center>
  );
}

/** Why one wallet may not take one more: its allergy profile first, then the cart's rules. */
export type AddRefusal = WebshopRefusal | 'allergy';

export function walletRefusal(item: ShopProduct, walletId: string, baskets: Baskets): AddRefusal {
  if (item.blockedFor[walletId]) return 'allergy';
  const line = item.forWallet[walletId];
  return line === undefined ? 'stock' : webshopRefusal(walletId, line, baskets);
}

/** Why the add button is disabled: null when one of the shop's wallets may take one more. */
export function addRefusal(item: ShopProduct, shop: Shop, baskets: Baskets): AddRefusal {
  const refusals = shop.wallets.map((wallet) => walletRefusal(item, wallet.WalletID, baskets));
  if (refusals.some((r) => r === null)) return null;
  if (refusals.includes('stock')) return 'stock';
  return refusals.includes('purchase-limit') ? 'purchase-limit' : 'allergy';
}

/** The sentence beside a disabled add button or wallet choice. */
export function refusalText(refusal: Exclude<AddRefusal, null>, t: (key: string, options?: Record<string, unknown>) => string, allergens: string): string {
  if (refusal === 'stock') return t('webshop.reasonStock');
  if (refusal === 'purchase-limit') return t('webshop.reasonLimit');
  return t('webshop.reasonAllergy', { allergens });
}

/** One product: image, price in kroner, stock left and the purchase limit, and its add button. */
export function ProductCard({ item, shop, onAdd }: { item: ShopProduct; shop: Shop; onAdd: (item: ShopProduct) => void }) {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  const baskets = useCart((s) => s.baskets);
  const { product } = item;
  const inCart = countInAllBaskets(baskets, product.ID);
  const refusal = addRefusal(item, shop, baskets);
  const soldOut = product.LimitedAmount && (product.CurrentStock ?? 0) <= 0;
  const headingId = `product-${product.ID}`;
  const reasonId = `${headingId}-reason`;
  const descriptor = product.Descriptors[culture];
  const allergens = product.AllergenIDs.map((id) => allergenName(id, culture)).join(', ');
  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" data-testid="webshop-product">
      {product.ImageUrl ? <Image src={product.ImageUrl} alt="" w="100%" aspectRatio={4 / 3} objectFit="cover" loading="lazy" /> : <Placeholder label={t('webshop.noImage')} />}
      <Card.Body gap="2">
        {descriptor && <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">{descriptor}</Text>}
        <Text as="h4" fontWeight="semibold" id={headingId}>{product.Name}</Text>
        {product.Description && <Text fontSize="sm" color="fg.muted">{product.Description}</Text>}
        <HStack gap="2" flexWrap="wrap">
          {soldOut ? (
            <Badge colorPalette="red">{t('webshop.soldOut')}</Badge>
          ) : (
            product.LimitedAmount && <Badge colorPalette="gray" data-testid="stock-left">{t('webshop.stockLeft', { count: product.CurrentStock ?? 0 })}</Badge>
          )}
          {product.PurchaseLimit !== null && product.PurchaseLimit > 0 && <Badge colorPalette="blue">{t('webshop.limit', { count: product.PurchaseLimit })}</Badge>}
          {inCart > 0 && <Badge colorPalette="green">{t('webshop.inCart', { count: inCart })}</Badge>}
        </HStack>
        {allergens !== '' && <Text fontSize="xs" data-testid="product-allergens">{t('webshop.allergens', { allergens })}</Text>}
        {product.OrderableUntil && <Text fontSize="xs" color="fg.muted">{t('webshop.orderableUntil', { date: new Date(product.OrderableUntil).toLocaleDateString(culture === 'da' ? 'da-DK' : 'en-GB') })}</Text>}
      </Card.Body>
      <Card.Footer>
        <AddToBasket
          price={formatOre(kronerToOre(product.Price), culture)}
          add={t('webshop.add')}
          addLabel={t('webshop.addNamed', { name: product.Name })}
          onAdd={() => onAdd(item)}
          reason={refusal === null ? null : refusalText(refusal, t, allergens)}
          reasonId={reasonId}
          priceTestId="product-price"
          addTestId="add-to-cart"
        />
      </Card.Footer>
    </Card.Root>
  );
}
