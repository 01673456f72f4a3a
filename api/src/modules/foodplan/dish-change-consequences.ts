import { createHash } from 'node:crypto';
import { dishChangeConflict, dishContentChange, type DishContentChange } from '@kk/domain';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing } from '../catalogue/editing';
import type { MailService } from '../mail/service';
import type { ContentLanguage } from '../notifications/language';
import type { PaymentService } from '../payment/service';
import { dishChangedMail, dishRemovedMail, type DishMailChild } from './dish-change-mail';
import * as dishChanges from './dish-change-repository';
import type { DishChangeConsequences, DishFacts } from './dish-changes';
import * as foodplans from './plan-repository';

/** Who hears of a wallet's orders: its guardians, each in their own language (the alerts module's WalletAlerts answers it). */
export interface GuardianRecipients {
  recipientsOf(q: Queryable, walletId: string): Promise<{ email: string; language: ContentLanguage }[]>;
}

export interface DishChangeNeeds {
  db: Db;
  clock: Clock;
  mail: MailService;
  /** The payment handler: a removed dish's orders are refunded (paid) or cancelled (reserved) through it. */
  payments: Pick<PaymentService, 'withdrawProduct'>;
  recipients: GuardianRecipients;
  /** The catalogue's history: a change is keyed by its history row. */
  editing: Pick<CatalogueEditing, 'history'>;
  /** The wallet site's origin, for the link to the orders view in the e-mails. */
  walletSiteOrigin: string;
}

interface Addressee {
  email: string;
  language: ContentLanguage;
  customerId: string;
  walletId: string;
  paymentId: string;
  mobileNumber: string | null;
  /** The children of the guardian concerned, by name; the e-mail links to the first one's orders. */
  children: (DishMailChild & { walletId: string })[];
}

/**
 * What a change of a published dish means for the orders placed for it (issue 25), run by
 * the partner site's planner after its change committed:
 *
 * - changed: when its allergens, allergen text, ingredients or nutrition changed (a price
 *   or name alone changes no order and tells nobody), every active order line of it
 *   (reserved or completed, not refunded in full) gets the right to be cancelled with a
 *   full refund whatever its cancellation date (order-kind.ts reads it), flagged when the
 *   child's allergy profile blocks an allergen of the changed dish; every guardian of those
 *   wallets gets one e-mail in their language. Keyed by the change: a retried call finds
 *   its rows and sends nothing new.
 * - removed: every completed order line of it is refunded in full through the payment
 *   handler (once per line: what is refunded is not refunded again), every order of it
 *   still reserved (its card payment pending) is cancelled whole, and the guardians get an
 *   e-mail that it was removed and refunded, or that the order was cancelled unpaid. An
 *   order placed while the dish was being removed is either refused (the reservation reads
 *   the dish under its row lock) or committed before this runs, and so found here.
 *
 * The rows and the e-mails of one change are written in one transaction (the e-mail's
 * message_log row and, with the database transport, the kept mail too), so they happen
 * together or not at all.
 */
export class DishChanges implements DishChangeConsequences {
  constructor(private readonly needs: DishChangeNeeds) {}

  async changed(auth: AuthContext, before: DishFacts, after: DishFacts): Promise<void> {
    void auth;
    const change = dishContentChange(before, after);
    if (change === null) return;
    const { db, clock } = this.needs;
    const changeKey = await this.changeKeyOf(before, after);
    await db.transaction(async (tx) => {
      const at = clock.now();
      const addressees = new Map<string, Addressee>();
      for (const line of await dishChanges.activeLinesOf(tx, after.productId)) {
        const blocked = dishChangeConflict(after.allergens, await foodplans.walletAllergies(tx, line.wallet_id));
        const recorded = await dishChanges.recordDishChange(tx, {
          paymentId: line.payment_id,
          productId: after.productId,
          walletId: line.wallet_id,
          changeKey,
          reason: 'changed',
          serveDate: after.serveDate,
          ...contentColumns(change),
          blockedAllergens: blocked,
          at,
        });
        if (recorded !== null) await this.address(tx, addressees, line, blocked);
      }
      for (const to of addressees.values()) {
        const message = dishChangedMail({ dishName: after.name, serveDate: after.serveDate, children: to.children, ordersLink: this.ordersLink(to.children[0]?.walletId ?? to.walletId) }, change, to.language);
        await this.needs.mail.send(
          { to: to.email, kind: 'dish_changed', customerId: to.customerId, walletId: to.walletId, transactionId: to.paymentId, mobileNumber: to.mobileNumber, ...message },
          tx,
        );
      }
    });
  }

  async removed(auth: AuthContext, before: DishFacts): Promise<void> {
    const { db, clock } = this.needs;
    // Each purchase in a transaction of its own, under its payment's lock (and its wallet's, as every refund).
    for (const line of await dishChanges.activeLinesOf(db, before.productId)) {
      await db.transaction(async (tx) => {
        const withdrawn = await this.needs.payments.withdrawProduct(tx, line.payment_id, before.productId, auth.userId);
        if (withdrawn === null) return;
        const recorded = await dishChanges.recordDishChange(tx, {
          paymentId: line.payment_id,
          productId: before.productId,
          walletId: line.wallet_id,
          changeKey: 'removed',
          reason: 'removed',
          serveDate: before.serveDate,
          allergensAdded: [],
          allergensRemoved: [],
          allergenTextChanged: false,
          ingredientsChanged: false,
          nutritionChanged: false,
          blockedAllergens: [],
          at: clock.now(),
        });
        if (recorded === null) return;
        if (withdrawn.outcome === 'refunded') await dishChanges.setRemovalRefund(tx, recorded, withdrawn.refundId);
        const addressees = new Map<string, Addressee>();
        await this.address(tx, addressees, line, []);
        for (const to of addressees.values()) {
          const message = dishRemovedMail(
            {
              dishName: before.name,
              serveDate: before.serveDate,
              children: to.children,
              ordersLink: this.ordersLink(to.children[0]?.walletId ?? to.walletId),
              refundedOre: withdrawn.outcome === 'refunded' ? withdrawn.amountOre : null,
            },
            to.language,
          );
          await this.needs.mail.send(
            { to: to.email, kind: 'dish_removed', customerId: to.customerId, walletId: to.walletId, transactionId: withdrawn.outcome === 'refunded' ? withdrawn.refundId : withdrawn.paymentId, mobileNumber: to.mobileNumber, ...message },
            tx,
          );
        }
      });
    }
  }

  /** The line's guardians, one e-mail each: a guardian of two children who ordered the dish hears once, of both. */
  private async address(tx: Queryable, addressees: Map<string, Addressee>, line: dishChanges.ActiveDishLineRow, blocked: readonly number[]): Promise<void> {
    for (const recipient of await this.needs.recipients.recipientsOf(tx, line.wallet_id)) {
      const known = addressees.get(recipient.email);
      const child = { name: line.wallet_name, blockedAllergens: blocked, walletId: line.wallet_id };
      if (known === undefined) {
        addressees.set(recipient.email, {
          ...recipient,
          customerId: line.customer_id,
          walletId: line.wallet_id,
          paymentId: line.payment_id,
          mobileNumber: line.mobile_number,
          children: [child],
        });
      } else if (!known.children.some((other) => other.name === child.name)) {
        known.children.push(child);
        known.children.sort((a, b) => a.name.localeCompare(b.name, 'da'));
      }
    }
  }

  private ordersLink(walletId: string): string {
    return `${this.needs.walletSiteOrigin.replace(/\/$/, '')}/FoodPlanner/Orders?${new URLSearchParams({ WalletID: walletId }).toString()}`;
  }

  /**
   * The change's key: its row in the catalogue's history (the planner records it in the
   * change's transaction), else a digest of the dish's facts before and after.
   */
  private async changeKeyOf(before: DishFacts, after: DishFacts): Promise<string> {
    const latest = (await this.needs.editing.history(this.needs.db, 'FoodPlanItem', after.productId)).Items[0];
    if (latest !== undefined) return `c${latest.ID}`;
    const facts = (dish: DishFacts) => [dish.allergens, dish.allergenText, dish.ingredients, dish.nutrition, dish.serveDate];
    return `d${createHash('sha256').update(JSON.stringify([after.productId, facts(before), facts(after)])).digest('hex').slice(0, 40)}`;
  }
}

function contentColumns(change: DishContentChange) {
  return {
    allergensAdded: change.allergensAdded,
    allergensRemoved: change.allergensRemoved,
    allergenTextChanged: change.allergenTextChanged,
    ingredientsChanged: change.ingredientsChanged,
    nutritionChanged: change.nutritionChanged,
  };
}
