import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '@kk/ui';
import { navigate } from '@kk/platform';
import { listenForCartChanges, useCartCount } from './cartCount';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** Spec section 2: hidden on /Webshop/Index; elsewhere shown whenever the cart holds an item. */
export function FloatingCartButton() {
  const { t } = useTranslation('cart');
  const itemCount = useCartCount((s) => s.itemCount);
  const onWebshopIndex = useSyncExternalStore(subscribe, () => window.location.pathname.toLowerCase() === '/webshop/index');
  useEffect(listenForCartChanges, []);

  if (onWebshopIndex || itemCount < 1) return null;
  return (
    <Box position="fixed" right="6" bottom="6" zIndex="overlay">
      <Button
        size="lg"
        borderRadius="full"
        boxShadow="lg"
        onClick={() => navigate('/Webshop/Index')}
        aria-label={t('cartButton.label', { count: itemCount })}
        data-testid="floating-cart-button"
      >
        {t('cartButton.text')} ({itemCount})
      </Button>
    </Box>
  );
}
