import { formatCalendarDay, formatOre, lineSumOre, linesSumOre, parseQuantity, type Basket, type FoodplanBasketProduct, type WebshopBasketProduct } from '@kk/domain';
import { changeQuantity, getAppConfig, lineMaximum, removeItem, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, Separator, Stack, Text, VisuallyHidden } from '@kk/ui';
import { CountInput } from '@kk/ui/forms';

type Line = WebshopBasketProduct | FoodplanBasketProduct;

function BasketLine({ walletId, line }: { walletId: string; line: Line }) {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  const maximum = Math.max(1, lineMaximum(walletId, line));
  const inputId = `qty-${walletId}-${line.ID}`;
  const quantity = parseQuantity(line.Quantity);
  return (
    <HStack as="li" justify="space-between" align="start" gap="3" py="2" data-testid="basket-line">
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium">{line.Name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('basket.each', { price: formatOre(line.Price ?? 0, culture) })}
          {'Date' in line && line.Date ? ` · ${t('basket.date', { date: formatCalendarDay(line.Date, culture) })}` : ''}
        </Text>
      </Stack>
      <Stack gap="1" align="end">
        <HStack gap="2">
          <label htmlFor={inputId}>
            <VisuallyHidden>{t('basket.quantity', { name: line.Name })}</VisuallyHidden>
          </label>
          <CountInput
            id={inputId}
            max={maximum}
            width="20"
            size="sm"
            value={quantity}
            aria-describedby={`${inputId}-max`}
            onChange={(event) => changeQuantity(walletId, line.ID, event.target.value, maximum)}
            data-testid="basket-quantity"
          />
          <Button size="sm" variant="ghost" colorPalette="red" aria-label={t('basket.remove', { name: line.Name })} onClick={() => removeItem(walletId, line.ID)} data-testid="basket-remove">
            ✕
          </Button>
        </HStack>
        <Text id={`${inputId}-max`} fontSize="xs" color="fg.muted">{t('basket.max', { max: maximum })}</Text>
        <Text fontSize="sm" fontWeight="semibold" data-testid="basket-line-sum">{formatOre(lineSumOre(line), culture)}</Text>
      </Stack>
    </HStack>
  );
}

/** Sum of a basket: its webshop and food plan lines, price times quantity. */
export function basketSumOre(basket: Basket): number {
  return linesSumOre([...basket.webshop.flatMap((g) => g.Products), ...basket.foodplan.flatMap((g) => g.Products)]);
}

/** Each child's basket with its groups, quantities within the maximum, remove, and the sums. */
export function BasketList({ baskets }: { baskets: readonly Basket[] }) {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  return (
    <Stack gap="5">
      {baskets.map((basket) => {
        const walletId = basket.wallet.WalletID;
        const groups = [...basket.webshop, ...basket.foodplan];
        return (
          <Box as="section" key={walletId} aria-labelledby={`basket-${walletId}`} borderWidth="1px" borderRadius="md" p="4" data-testid="wallet-basket">
            <Heading as="h3" size="md" id={`basket-${walletId}`}>{t('basket.forWallet', { name: basket.wallet.Name })}</Heading>
            {groups.map((group) => (
              <Box key={group.ID} mt="3">
                <Text fontWeight="semibold" color="fg.muted" fontSize="sm">{group.Name}</Text>
                <Stack as="ul" gap="0" listStyleType="none" p="0" m="0">
                  {group.Products.map((line) => <BasketLine key={line.ID} walletId={walletId} line={line} />)}
                </Stack>
              </Box>
            ))}
            <Separator my="2" />
            <HStack justify="space-between">
              <Text>{t('basket.walletTotal', { name: basket.wallet.Name })}</Text>
              <Text fontWeight="bold" data-testid="wallet-basket-total">{formatOre(basketSumOre(basket), culture)}</Text>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
