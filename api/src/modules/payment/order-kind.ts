import type { RefundablePaymentKind } from '@kk/domain';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueProduct } from '../catalogue/repository';
import type { NormalizedOrder } from './order-request';
import type { PaymentRow, RefundFactsRow } from './repository';

/**
 * A kind of order the payment handler takes (a webshop order, a food-plan order or
 * subscription, a meeting order). The handler owns the order's life (its lock, price,
 * limits, funds, hold, payment rows, capture, cancel and refund); each kind adds only its
 * own rules through this port. Each module registers its kind with the composition root,
 * so payment imports none of them, and a new kind of order is one module's work.
 */
export interface OrderKind {
  /** Whether this kind handles the order; exactly one registered kind claims any order. */
  claims(order: NormalizedOrder): boolean;
  /** Throws (403) when the caller may not place this kind of order at all. */
  assertCaller?(auth: AuthContext): void;
  /** Whether a product of the catalogue may be sold in this order; without it, the product's owner must be the webshop or food plan the order names. */
  sells?(product: CatalogueProduct, order: NormalizedOrder): boolean;
  /** Starts deciding one order: reads what the kind's rules need, before the order is priced. */
  begin(q: Queryable, order: NormalizedOrder, now: Date): Promise<KindOrder>;
  /** The refund policy's view of a purchase of this kind, or null when the purchase is not of this kind. */
  refundSubject(q: Queryable, purchase: RefundedPurchase): Promise<KindRefundSubject | null>;
}

/** One order being decided by its kind. */
export interface KindOrder {
  /** Prices the kind sets itself (a subscription period's), by product id; the catalogue's otherwise. */
  readonly prices: ReadonlyMap<string, number>;
  /** The kind's own rules, once the order is priced and its amounts add up; throws a refusal. */
  check(q: Queryable): Promise<void>;
  /** Makes two orders with the same products different (another meeting, another period); '' when the products say it all. */
  readonly sameOrderKey: () => string;
  /** Writes what the kind keeps beside the reserved payment (the meeting order, the subscription's periods). */
  reserved(tx: Queryable, paymentId: string, now: Date): Promise<void>;
  /** The family's cancellation deadline stored on the payment, or null when the kind keeps its own. */
  cancellableUntil(now: Date): Date | null;
}

/** A purchase someone asks to cancel or refund, as the payment handler knows it. */
export interface RefundedPurchase {
  payment: PaymentRow;
  facts: RefundFactsRow;
  /** The products asked about: those named, or every product not refunded yet. */
  askedProductIds(): Promise<readonly string[]>;
}

export interface KindRefundSubject {
  kind: RefundablePaymentKind;
  cancellableUntil: Date | null;
  /** What the deadline is (the item, the period, the meeting), for the refusal's reason. */
  deadlineIs: string | null;
}

/**
 * The registered kinds. The default kind (the cart's webshop order) takes every order and
 * purchase no other kind claims.
 */
export class OrderKinds {
  private readonly kinds: OrderKind[] = [];
  private fallback: OrderKind | null = null;

  register(kind: OrderKind): void {
    this.kinds.push(kind);
  }

  registerDefault(kind: OrderKind): void {
    if (this.fallback !== null) throw new Error('The default order kind is registered twice');
    this.fallback = kind;
  }

  of(order: NormalizedOrder): OrderKind {
    const claimed = this.kinds.filter((kind) => kind.claims(order));
    if (claimed.length > 1) throw new Error('An order is claimed by more than one order kind');
    const kind = claimed[0] ?? this.fallback;
    if (kind === null) throw new Error('No order kind takes this order; is the webshop module installed?');
    return kind;
  }

  async refundSubjectOf(q: Queryable, purchase: RefundedPurchase): Promise<KindRefundSubject | null> {
    for (const kind of this.kinds) {
      const subject = await kind.refundSubject(q, purchase);
      if (subject !== null) return subject;
    }
    return this.fallback === null ? null : this.fallback.refundSubject(q, purchase);
  }
}
