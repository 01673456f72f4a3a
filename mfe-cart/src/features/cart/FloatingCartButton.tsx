import { formatOre, SERVICE_FEE_ORE } from '@kk/domain';
import { getAppConfig, useCartItemCount, useTranslation } from '@kk/platform';
import { Box, Button, Text, useLocation, VisuallyHidden } from '@kk/ui';

/** Spec section 2: hidden on /Webshop/Index; elsewhere shown whenever the cart holds an item. */
export function FloatingCartButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('cart');
  const itemCount = useCartItemCount();
  const { path } = useLocation();
  if (path === '/webshop/index' || itemCount < 1) return null;
  // The fee figure the spec has the button show; the cart itself charges no fee.
  const fee = formatOre(SERVICE_FEE_ORE, getAppConfig().culture);
  return (
    <Box position="fixed" right="6" bottom="6" zIndex="overlay" textAlign="right">
      <Button size="lg" borderRadius="full" boxShadow="lg" onClick={onOpen} aria-label={t('cartButton.label', { count: itemCount })} data-testid="floating-cart-button">
        {t('cartButton.text')} ({itemCount})
      </Button>
      <Text fontSize="xs" mt="1" color="fg.muted" data-testid="cart-button-fee">
        <VisuallyHidden>{t('cartButton.text')}: </VisuallyHidden>
        {t('cartButton.fee', { fee })}
      </Text>
    </Box>
  );
}
