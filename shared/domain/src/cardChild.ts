import { CREDIT_CARD_CHILD_TYPE_ID } from '@kk/contracts';

/** The part of a payment handler's answer that names its credit-card child. */
export interface WithChildTransactions {
  ChildTransactions: readonly { Type: { ID: number }; MerchantData: string | null }[];
}

/**
 * The provider's page of an order's credit-card child (type 4): the card page, or
 * MobilePay's when the child is paid with MobilePay; null when the answer has none.
 */
export function cardChildLink(transaction: WithChildTransactions): string | null {
  const child = transaction.ChildTransactions.find((candidate) => candidate.Type.ID === CREDIT_CARD_CHILD_TYPE_ID);
  return child?.MerchantData?.startsWith('http') ? child.MerchantData : null;
}
