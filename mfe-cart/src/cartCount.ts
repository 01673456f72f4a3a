import { create } from 'zustand';
import { bus } from '@kk/platform';

interface CartCount {
  itemCount: number;
}

/** How many items the cart holds, as broadcast on the bus by whoever changed the cart. */
export const useCartCount = create<CartCount>(() => ({ itemCount: 0 }));

let listening = false;
export function listenForCartChanges(): void {
  if (listening) return;
  listening = true;
  bus.subscribe('shopping.cart.changed', ({ itemCount }) => useCartCount.setState({ itemCount }));
}
