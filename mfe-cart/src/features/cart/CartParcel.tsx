import { lazy, Suspense, useEffect } from 'react';
import { bus, CHECKOUT_RETURN_PARAMETER, followCart, queryValue, takeCartOpenRequest } from '@kk/platform';
import { useLocation } from '@kk/ui';
import { FloatingCartButton } from './FloatingCartButton';
import { openCart, useCheckout } from './checkoutState';

// The dialog and the payment code load when the cart opens, not with every page.
const CartDialog = lazy(() => import('./CartDialog'));

const RETURN_PARAMETERS = [CHECKOUT_RETURN_PARAMETER, 'merchant', 'vivawallettransactionid', 'epaysubscriptionid'];

/** The address without the provider's return parameters, so a reload does not resume twice. */
function dropReturnParameters(): void {
  const url = new URL(window.location.href);
  for (const name of [...url.searchParams.keys()]) if (RETURN_PARAMETERS.includes(name.toLowerCase())) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * What every page carries of the cart: the floating button, the cart dialog when it is
 * opened (by the button or by another remote over the bus), and the checkout return.
 */
export function CartParcel() {
  const open = useCheckout((s) => s.open);
  const { query } = useLocation();
  const checkout = queryValue(query, CHECKOUT_RETURN_PARAMETER);

  useEffect(() => {
    followCart();
    const open = () => {
      takeCartOpenRequest();
      openCart();
    };
    const unsubscribe = bus.subscribe('shopping.cart.open', open);
    // Asked for before this parcel was loaded (the shell loads it once the cart is in use).
    if (takeCartOpenRequest()) openCart();
    return unsubscribe;
  }, []);

  // Only an arrival with checkout in the query starts a return; the address is read once.
  useEffect(() => {
    if (checkout === null) return;
    const arrived = new URLSearchParams(window.location.search);
    const provider = {
      merchant: queryValue(arrived, 'merchant') ?? undefined,
      vivawalletTransactionID: queryValue(arrived, 'vivawallettransactionid') ?? undefined,
      epaySubscriptionID: queryValue(arrived, 'epaysubscriptionid') ?? undefined,
    };
    dropReturnParameters();
    void import('./checkout').then(({ resumeCheckout }) => resumeCheckout(provider));
  }, [checkout]);

  return (
    <>
      <FloatingCartButton onOpen={openCart} />
      {open && (
        <Suspense fallback={null}>
          <CartDialog />
        </Suspense>
      )}
    </>
  );
}
