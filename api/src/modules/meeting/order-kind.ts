import { PaymentErrorMessage } from '@kk/contracts';
import { meetingOrderDeadline } from '@kk/domain';
import { badRequest, forbidden } from '../../core/errors';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueProduct } from '../catalogue/repository';
import { decline } from '../../core/payment-declines';
import type { KindOrder, OrderKind } from '../payment/order-kind';
import type { NormalizedMeetingInfo, NormalizedOrder } from '../payment/order-request';
import { insertMeetingOrder, isDepartmentOf, meetingLocation, meetingOrderOf, meetingProductsByIds } from './order-repository';
import { windowsOf } from './catalogue-repository';
import { failedMeetingProducts, MEETING_ROLE, outsideDeliveryWindows, ruleOf } from './rules';

/**
 * A meeting order (spec section 4), paid from the wallet and completed when placed: only
 * a user with the Meeting role places one; its products are its location's; its location
 * and department are the meeting customer's, and every product can be delivered then by
 * the same rules the browser shows (@kk/domain meetingProductAvailability: a delivery in
 * the past, outside the product's window, past its deadline); the location is not withdrawn
 * and delivers then (its delivery windows, when it has any). A product that cannot is
 * refused by name, as the basket's expired products are (status code 11, its id in the
 * Info's FailedProducts). The order's deadline, the earliest of its products', is kept
 * with it, and the family may cancel until then and before the meeting.
 */
export const meetingOrderKind: OrderKind = {
  claims: (order) => order.meeting !== null,

  assertCaller(auth: AuthContext) {
    if (!auth.roles.includes(MEETING_ROLE)) throw forbidden(`Meeting orders need the ${MEETING_ROLE} role`);
  },

  sells: (product: CatalogueProduct, order: NormalizedOrder) => product.ownerKind === 'meeting_location' && product.ownerId === order.meeting?.locationId,

  async begin(_q, order, now): Promise<KindOrder> {
    const meeting = order.meeting as NormalizedMeetingInfo;
    let deadline: Date | null = null;
    return {
      prices: new Map(),
      async check(q) {
        deadline = await meetingDeadline(q, order, meeting, now);
      },
      sameOrderKey: () => `@${meeting.locationId}/${meeting.deliveryTime.toISOString()}`,
      async reserved(tx, paymentId, at) {
        if (deadline === null) throw new Error('A meeting order is reserved before its rules were checked');
        await insertMeetingOrder(tx, {
          transactionId: paymentId,
          customerId: order.customerId,
          locationId: meeting.locationId,
          departmentId: order.departmentId,
          deliveryTime: meeting.deliveryTime,
          participants: meeting.participants,
          pickedUpByCustomer: meeting.pickedUpByCustomer,
          note: meeting.note,
          isExternal: meeting.isExternal,
          deadline,
          at,
        });
      },
      cancellableUntil: () => null,
    };
  },

  async refundSubject(q, { payment }) {
    const meeting = await meetingOrderOf(q, payment.id);
    if (meeting === null) return null;
    // Open until its deadline (that instant included) and before its meeting (@kk/domain meetingOrderIsOpen).
    const deadline = new Date(new Date(meeting.deadline_at).getTime() + 1);
    const delivery = new Date(meeting.delivery_time);
    return {
      kind: 'meeting',
      cancellableUntil: deadline < delivery ? deadline : delivery,
      deadlineIs: `the order's deadline (${new Date(meeting.deadline_at).toISOString()}) or its meeting`,
    };
  },
};

async function meetingDeadline(q: Queryable, order: NormalizedOrder, meeting: NormalizedMeetingInfo, now: Date): Promise<Date> {
  const location = await meetingLocation(q, meeting.locationId);
  if (location === null || location.customer_id !== order.customerId) throw badRequest('MeetingInfo.LocationID: not a location of this customer');
  if (!location.active) throw badRequest('MeetingInfo.LocationID: the location is withdrawn and takes no new orders');
  const outside = outsideDeliveryWindows(await windowsOf(q, [location.id]), meeting.deliveryTime);
  if (outside !== null) throw badRequest(outside);
  if (order.departmentId !== null && !(await isDepartmentOf(q, order.departmentId, order.customerId))) {
    throw badRequest('DepartmentID: not a department of this customer');
  }
  const products = await meetingProductsByIds(q, order.lines.map((line) => line.productId));
  const missing = order.lines.filter((line) => !products.has(line.productId)).map((line) => line.productId);
  if (missing.length > 0) throw badRequest(`Products without meeting details: ${missing.join(', ')}`);
  const rules = [...products.values()].map(ruleOf);
  const failed = failedMeetingProducts(rules, meeting.deliveryTime, now);
  if (failed !== null) throw decline(PaymentErrorMessage.ExpiredProducts, { failedProducts: failed.ids, reason: failed.reason });
  return meetingOrderDeadline(rules, meeting.deliveryTime);
}
