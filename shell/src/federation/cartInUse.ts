import { bus, cartItemCount, CHECKOUT_RETURN_PARAMETER, followCart, queryValue, useCart } from '@kk/platform';

let inUse = false;

/**
 * Whether the cart is in use on this page: it holds an item, the page is back from a
 * checkout, or the cart dialog is asked for. Once in use it stays so for the page, so a
 * parcel mounted for it is not unmounted when the cart is emptied.
 */
export function cartInUse(): boolean {
  if (inUse) return true;
  const returning = queryValue(new URLSearchParams(window.location.search), CHECKOUT_RETURN_PARAMETER) !== null;
  inUse = useCart.getState().openRequested || returning || cartItemCount() > 0;
  return inUse;
}

/**
 * Calls `onInUse` once, when the cart comes into use: now, or later (the stored cart
 * loads, an item is added, the dialog is asked for). A remote that asks for the dialog on
 * the bus alone is heard too: the request is kept for the parcel to take when it mounts.
 */
export function whenCartInUse(onInUse: () => void): void {
  followCart();
  if (cartInUse()) {
    onInUse();
    return;
  }
  const stopRequests = bus.subscribe('shopping.cart.open', () => useCart.setState({ openRequested: true }));
  const stopCart = useCart.subscribe(() => {
    if (!cartInUse()) return;
    stopCart();
    stopRequests();
    onInUse();
  });
}

/** Tests only: a new page. */
export function resetCartInUse(): void {
  inUse = false;
}
