import { useState } from 'react';
import type { TFunction } from 'i18next';
import { PaymentErrorMessage, TransactionStatusId, type MeetingOrder } from '@kk/contracts';
import { describeServerError, formatDateTime, formatOre, kronerToOre, meetingOrderIsCompleted, meetingProductLabel, refundDecision, type Culture } from '@kk/domain';
import { ApiError, getAppConfig, navigate, refreshWalletBalance, useTranslation } from '@kk/platform';
import { Alert, Badge, Box, Button, Card, confirmDialog, Heading, HStack, LoadFailed, Loading, notify, Stack, Text, useAsync } from '@kk/ui';
import { ordersApi } from './api';

type Override = Pick<MeetingOrder, 'Status' | 'ErrorMessage'>;

function statusText(order: MeetingOrder, completed: boolean, t: TFunction): { text: string; palette: string } {
  switch (order.Status.ID) {
    case TransactionStatusId.Completed:
      return completed ? { text: t('orders.status.delivered'), palette: 'gray' } : { text: t('orders.status.placed'), palette: 'green' };
    case TransactionStatusId.Cancelled:
      return { text: t('orders.status.cancelled'), palette: 'orange' };
    case TransactionStatusId.Reserved:
      return { text: t('orders.status.pending'), palette: 'blue' };
    default:
      return { text: t('orders.status.failed'), palette: 'red' };
  }
}

/** The server's refusal in the user's words; the cancellation policy has a text of its own. */
function errorText(message: string, culture: Culture, t: TFunction): string {
  if (message === PaymentErrorMessage.CancellationPolicy) return t('orders.cancelTooLate');
  return describeServerError({ message }).text[culture];
}

/**
 * A completed order the orderer may still cancel, by the refund policy the server applies
 * (@kk/domain refundDecision): until its deadline (that instant included) and before its meeting.
 */
function isOpen(order: MeetingOrder, now: Date): boolean {
  if (order.Status.ID !== TransactionStatusId.Completed) return false;
  const deadline = new Date(order.MeetingInfo.Deadline).getTime() + 1;
  const cancellableUntil = new Date(Math.min(deadline, new Date(order.MeetingInfo.DeliveryTime).getTime()));
  return refundDecision({ application: 'wallet', roles: [], relation: 'family' }, { kind: 'meeting', statusId: order.Status.ID, cancellableUntil, handedOut: false }, now).allowed;
}

/** What the order holds: a cancelled one shows what it had (all of it refunded). */
const shownQuantity = (order: MeetingOrder, product: MeetingOrder['Products'][number]) =>
  order.Status.ID === TransactionStatusId.Cancelled ? product.Quantity + product.RefundedQuantity : product.Quantity;

const priceOre = (order: MeetingOrder) => order.Products.reduce((sum, product) => sum + kronerToOre(product.Price) * shownQuantity(order, product), 0);

function OrderCard({ order, completed, now, onCancel }: { order: MeetingOrder; completed: boolean; now: Date; onCancel: (order: MeetingOrder) => void }) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const info = order.MeetingInfo;
  const when = formatDateTime(info.DeliveryTime, culture);
  const status = statusText(order, completed, t);
  const open = isOpen(order, now);
  const headingId = `meeting-order-${order.ID}`;
  const showError = order.ErrorMessage && order.ErrorMessage !== PaymentErrorMessage.Cancelled;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" data-testid="meeting-order" data-order-id={order.ID}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h3" size="md" id={headingId}>{when}</Heading>
            <Text color="fg.muted">{info.Location.Name}{info.Department ? ` · ${info.Department.Name}` : ''}</Text>
          </Stack>
          <Badge colorPalette={status.palette} data-testid="meeting-order-status">{status.text}</Badge>
        </HStack>
        <Text data-testid="meeting-order-details">
          {t('common.participants', { count: info.Participants })} · {info.PickedUpByCustomer ? t('common.pickedUp') : t('common.delivered')}
        </Text>
        <Stack as="ul" pl="5" gap="0" data-testid="meeting-order-products">
          {order.Products.filter((product) => shownQuantity(order, product) > 0).map((product) => (
            <li key={product.ProductID}>{shownQuantity(order, product)} × {meetingProductLabel(product.Name)}</li>
          ))}
        </Stack>
        {order.Notes[0] && <Text fontSize="sm" fontStyle="italic">{t('orders.note')}: {order.Notes[0].Note}</Text>}
        <Text fontWeight="semibold" data-testid="meeting-order-price">{t('orders.price', { price: formatOre(priceOre(order), culture) })}</Text>
        {showError && (
          <Alert.Root status="error" role="alert" data-testid="meeting-order-error">
            <Alert.Indicator />
            <Alert.Title>{errorText(order.ErrorMessage ?? '', culture, t)}</Alert.Title>
          </Alert.Root>
        )}
        {open ? (
          <Text fontSize="sm" color="fg.muted">{t('orders.openUntil', { when: formatDateTime(info.Deadline, culture) })}</Text>
        ) : (
          order.Status.ID === TransactionStatusId.Completed && !completed && <Text fontSize="sm" color="fg.muted">{t('orders.closed')}</Text>
        )}
      </Card.Body>
      {open && (
        <Card.Footer gap="3">
          <Button size="sm" onClick={() => navigate(`/Meeting?edit=${encodeURIComponent(order.ID)}`)} aria-label={t('orders.editNamed', { when })} data-testid="meeting-order-edit">
            {t('orders.edit')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancel(order)} aria-label={t('orders.cancelNamed', { when })} data-testid="meeting-order-cancel">
            {t('orders.cancel')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function Section({ title, orders, empty, completed, now, onCancel, testId }: {
  title: string;
  orders: readonly MeetingOrder[];
  empty: string;
  completed: boolean;
  now: Date;
  onCancel: (order: MeetingOrder) => void;
  testId: string;
}) {
  const id = `${testId}-title`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3" data-testid={testId}>
      <Heading as="h2" size="lg" id={id}>{title}</Heading>
      {orders.length === 0 ? <Text color="fg.muted">{empty}</Text> : orders.map((order) => <OrderCard key={order.ID} order={order} completed={completed} now={now} onCancel={onCancel} />)}
    </Stack>
  );
}

const deliveryOf = (order: MeetingOrder) => new Date(order.MeetingInfo.DeliveryTime).getTime();

/**
 * /Meeting/Orders: the user's meeting orders, upcoming and completed (spec section 4: the
 * delivery time has passed, or the order has no meeting info). An open order can be
 * changed (on the ordering screen) or cancelled after a confirmation; the status and
 * error message follow the cancel's result.
 */
export function OrdersPage() {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const orders = useAsync(ordersApi.orders, []);
  const [overrides, setOverrides] = useState<Record<string, Partial<Override>>>({});
  const now = new Date();

  const cancel = async (order: MeetingOrder) => {
    const when = formatDateTime(order.MeetingInfo.DeliveryTime, culture);
    const ok = await confirmDialog({
      title: t('orders.confirm.title'),
      message: t('orders.confirm.body', { when, location: order.MeetingInfo.Location.Name, price: formatOre(priceOre(order), culture) }),
      confirmLabel: t('orders.confirm.yes'),
      cancelLabel: t('orders.confirm.no'),
    });
    if (!ok) return;
    try {
      const result = await ordersApi.cancel(order.ID, order.Customer.ID);
      if (result.Status.ID === TransactionStatusId.Cancelled) {
        // Cancelled: a "failed" status is what a successful cancel answers (spec section 8).
        setOverrides((current) => ({ ...current, [order.ID]: { Status: result.Status, ErrorMessage: result.ErrorMessage } }));
        notify.success();
        refreshWalletBalance(order.Wallet.ID);
      } else {
        // Refused (the deadline passed): the order stands; its error message says why.
        setOverrides((current) => ({ ...current, [order.ID]: { ErrorMessage: result.ErrorMessage } }));
        notify.error(errorText(result.ErrorMessage ?? '', culture, t));
      }
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverError().message ?? '') : '';
      setOverrides((current) => ({ ...current, [order.ID]: { ErrorMessage: message } }));
      notify.error(error instanceof ApiError ? error.describe() : t('orders.cancelFailed'));
    }
  };

  if (orders.status === 'loading') return <Loading />;
  if (orders.status === 'failed') return <LoadFailed />;
  const all = orders.data.Transactions.map((order) => ({ ...order, ...overrides[order.ID] }));
  const upcoming = all.filter((order) => !meetingOrderIsCompleted(order, now)).sort((a, b) => deliveryOf(a) - deliveryOf(b));
  const completed = all.filter((order) => meetingOrderIsCompleted(order, now)).sort((a, b) => deliveryOf(b) - deliveryOf(a));
  return (
    <Stack gap="6">
      <Box>
        <Text color="fg.muted">{t('orders.intro')}</Text>
      </Box>
      <Section title={t('orders.upcoming')} orders={upcoming} empty={t('orders.noneUpcoming')} completed={false} now={now} onCancel={(order) => void cancel(order)} testId="meeting-orders-upcoming" />
      <Section title={t('orders.completed')} orders={completed} empty={t('orders.noneCompleted')} completed now={now} onCancel={(order) => void cancel(order)} testId="meeting-orders-completed" />
    </Stack>
  );
}
