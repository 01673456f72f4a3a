import type { PaymentTransaction } from '@kk/contracts';
import { api } from './api';

/**
 * Has a reserved order's credit-card child paid with MobilePay instead of the card (issue
 * 16): its provider's page becomes MobilePay's approval page, which the answer names.
 */
export function payCardChildWithMobilePay(transactionId: string): Promise<PaymentTransaction> {
  return api.post<PaymentTransaction>('/V2/Payment/CardPaymentMethod', { ID: transactionId, PaymentMethod: 'MobilePay' }, { target: 'payment', silent: true });
}
