import type { ProviderNotification } from './adapter';

type Notification<K extends ProviderNotification['kind']> = Extract<ProviderNotification, { kind: K }>;

/**
 * Where hosted card payments (credit-card child transactions) are completed or failed:
 * the payment module implements it; the provider-events dispatcher hands it the payment
 * notices no owner registered before it took (provider-events/dispatcher.ts cardPaymentOwner).
 * Each call runs its own database transaction and is idempotent (a repeated call for a
 * payment already settled moves nothing).
 */
export interface CardPaymentNotificationHandler {
  paymentCompleted(notification: Notification<'payment_completed'>): Promise<void>;
  paymentFailed(notification: Notification<'payment_failed'>): Promise<void>;
}
