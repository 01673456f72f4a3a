/**
 * Spec section 7: the transaction-fee call is not used and the cart charges no fee, while
 * the cart button shows a fee value of 1.5. That figure is what the service-fee info
 * tells the user a card payment may cost; kept here so every screen shows the same one.
 */
export const SERVICE_FEE_ORE = 150;
