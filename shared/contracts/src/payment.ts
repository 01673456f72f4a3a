import { z } from 'zod';
import { Kroner, KronerAmount } from './money';

/**
 * The payment handler (spec sections 3, 4 and 7): the order model a cart, food plan or
 * meeting order sends, and the transaction every payment call answers.
 */

export { CREDIT_CARD_CHILD_TYPE_ID, PaymentErrorMessage, PaymentTypeId, TransactionStatusId } from './codes';
import type { PaymentErrorMessage } from './codes';

/** The catalogue's status codes, carried in the failed transaction's Info custom information. */
export const PaymentStatusCode: Partial<Record<PaymentErrorMessage, number>> = {
  NoCreditCard: 4,
  NoFund: 5,
  DailyBalance: 6,
  Denied: 20,
  Cancelled: 30,
  ExpiredProductsInBasket: 11,
  WalletBlocked: 12,
  PurchaseLimitReached: 13,
  DayRestriction: 14,
};

/** The header every money-moving call carries; a retry with the same key gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The canteen terminal's credential (not a bearer token). */
export const DEVICE_KEY_HEADER = 'x-device-key';

const Id = z.string().uuid();

export const OrderProduct = z
  .object({
    ID: Id,
    Quantity: z.number().int().min(1).max(1000),
    Name: z.string().max(200).optional(),
    Price: KronerAmount.optional(),
  })
  .loose();
export type OrderProduct = z.infer<typeof OrderProduct>;

export const CreditCardPaymentWindow = z
  .object({
    MerchantNumber: z.string().max(100).optional(),
    CardType: z.string().max(100).optional(),
    AcceptURL: z.string().url().max(2000).optional(),
    CancelURL: z.string().url().max(2000).optional(),
    /**
     * How the credit-card child (type 4) is paid on the provider's page (issue 16, an
     * added optional field): 'Card' (the default) or 'MobilePay', approved in the app.
     */
    PaymentMethod: z.enum(['Card', 'MobilePay']).optional(),
  })
  .loose();

/** The hosted-payment methods a card child can be paid with (CreditCardPaymentWindow.PaymentMethod). */
export const CardPaymentMethod = z.enum(['Card', 'MobilePay']);
export type CardPaymentMethod = z.infer<typeof CardPaymentMethod>;

/**
 * POST /V2/Payment/CardPaymentMethod (issue 16): the reserved order's credit-card child is
 * paid with another method ("balance too low, buy with credit card?" answered with
 * MobilePay): the provider's page for that method replaces the child's MerchantData.
 */
export const CardPaymentMethodRequest = z.object({ ID: Id, PaymentMethod: CardPaymentMethod }).loose();

/**
 * The payment model's CustomData.MeetingInfo (spec section 3). Note and IsExternal may
 * also sit at the top of the payment model, as the spec lists them.
 */
export const MeetingInfoRequest = z
  .object({
    LocationID: Id,
    DeliveryTime: z.string().datetime({ offset: true }),
    Participants: z.number().int().min(1).max(10_000),
    PickedUpByCustomer: z.boolean().default(true),
    Note: z.string().max(2000).nullish(),
    IsExternal: z.boolean().optional(),
  })
  .loose();
export type MeetingInfoRequest = z.infer<typeof MeetingInfoRequest>;

/** Spec section 3, "Order model for cart orders" and "Meeting payment model". */
export const OrderPayload = z
  .object({
    Restrictions: z
      .object({
        UseRestrictionOverride: z.boolean().default(false),
        IgnoreWalletSettings: z.boolean().default(false),
        AllowPaymentWindow: z.boolean().default(false),
      })
      .default({ UseRestrictionOverride: false, IgnoreWalletSettings: false, AllowPaymentWindow: false }),
    Amounts: z.object({ '2': KronerAmount.optional(), '4': KronerAmount.optional() }).strict(),
    Description: z.string().max(500).optional(),
    CustomerID: Id,
    WalletID: Id,
    WebshopID: Id.nullish(),
    FoodPlanID: Id.nullish(),
    DepartmentID: z.union([z.string().max(100), z.number()]).nullish(),
    IsFoodplan: z.boolean().optional(),
    Products: z.array(OrderProduct).min(1).max(200),
    CustomData: z
      .object({
        AutoComplete: z.boolean().optional(),
        CreditCardPaymentWindow: CreditCardPaymentWindow.nullish(),
        CustomInformationJSON: z.string().max(10_000).nullish(),
        /** A meeting order (spec section 3, "Meeting payment model"). */
        MeetingInfo: MeetingInfoRequest.optional(),
      })
      .loose()
      .optional(),
    Note: z.string().max(2000).nullish(),
    IsExternal: z.boolean().optional(),
    CreatedDate: z.string().optional(),
  })
  .loose();
export type OrderPayload = z.infer<typeof OrderPayload>;
/** An order as a browser sends it (before the defaults): what every order builder returns. */
export type OrderRequest = z.input<typeof OrderPayload>;

/** POST V1/payment/CompleteTransaction. */
export const CompleteTransactionRequest = z.object({ ID: Id }).loose();
/** POST V1/payment/CancelTransaction. */
export const CancelTransactionRequest = z.object({ ID: Id, CustomerID: Id.optional() }).loose();
/** Spec section 3, "Refund": ID or TransactionID, CustomerID, Products (ID, Quantity). */
export const RefundTransactionRequest = z
  .object({
    ID: Id.optional(),
    TransactionID: Id.optional(),
    CustomerID: Id.optional(),
    Products: z.array(z.object({ ID: Id, Quantity: z.number().int().min(1).max(1000) })).min(1).max(200),
  })
  .loose()
  .refine((body) => body.ID !== undefined || body.TransactionID !== undefined, { message: 'ID or TransactionID is required' });
export type RefundTransactionRequest = z.infer<typeof RefundTransactionRequest>;

export const TransactionStatus = z.object({
  ID: z.number().int(),
  IsFailed: z.boolean(),
  IsCompleted: z.boolean(),
  IsPending: z.boolean(),
});

export const ChildTransaction = z.object({
  ID: Id,
  Type: z.object({ ID: z.number().int() }),
  MerchantData: z.string().nullable(),
  Status: TransactionStatus,
  Amount: Kroner,
});

export const CustomInformation = z.object({
  JsonType: z.string(),
  JsonData: z.string(),
  CreatedDate: z.string(),
});

/**
 * The fields every bought product line has (a payment's, a transaction's details, a meeting
 * order's): its name and price, the quantity, and how many were refunded. Spread after the
 * line's own ids, so the fields keep their order.
 */
export const boughtLineFields = {
  Name: z.string(),
  Price: Kroner,
  Quantity: z.number().int(),
  RefundedQuantity: z.number().int(),
};

export const TransactionProduct = z.object({ ID: Id, ProductID: Id, ...boughtLineFields });

/** Spec section 3, "Transaction (general)": the answer of every payment call. */
export const PaymentTransaction = z.object({
  /** Null when nothing was stored: a prepared or refused transaction. */
  ID: Id.nullable(),
  Status: TransactionStatus,
  ErrorMessage: z.string().nullable(),
  Description: z.string(),
  Amount: Kroner,
  Amounts: z.object({ '2': Kroner.optional(), '4': Kroner.optional() }),
  ChildTransactions: z.array(ChildTransaction),
  CustomInformations: z.array(CustomInformation),
  Products: z.array(TransactionProduct),
  Wallet: z.object({ ID: Id }).nullable(),
  Customer: z.object({ ID: Id }).nullable(),
  DeviceID: z.string().nullable(),
  ParentTransactionID: Id.nullable(),
  CreatedDate: z.string(),
  ExpiresDate: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;

/**
 * How a canteen sale finds the wallet it is paid from:
 * - SchoolCard (the default): the pupil's school card is swiped (CardDisplayNumber);
 * - QuickSale: the cashier picks the pupil without a card (WalletID), only on a wallet whose
 *   guardian allowed quick sale payment (POST /api/Restrictions/QuickSalePayment);
 * - SelfOrder: the pupil orders at a self-order kiosk with their school card, only on a
 *   wallet whose guardian allowed self-ordering (PUT /api/Restrictions/SelfOrdering).
 */
export const TerminalSaleType = z.enum(['SchoolCard', 'QuickSale', 'SelfOrder']);
export type TerminalSaleType = z.infer<typeof TerminalSaleType>;

/** POST /api/Terminal/Purchase (header X-Device-Key): a canteen sale on a school card, a quick sale or a self-order. */
export const TerminalPurchaseRequest = z.object({
  CardDisplayNumber: z.string().max(40).nullish(),
  SaleType: TerminalSaleType.optional(),
  /** A quick sale's wallet (no school card). */
  WalletID: Id.optional(),
  Amount: KronerAmount.positive(),
  Products: z.array(z.object({ ID: Id, Quantity: z.number().int().min(1).max(1000) })).max(100).optional(),
  /** The cashier confirmed a second sale of the same amount within five minutes. */
  AllowDoubleAmount: z.boolean().optional(),
});
export type TerminalPurchaseRequest = z.infer<typeof TerminalPurchaseRequest>;

/** School card (NFC) numbers: 8 to 20 digits, spaces allowed for display ('1000 0001'). */
export const CardDisplayNumber = z.string().trim().regex(/^[0-9 ]{8,40}$/, 'digits and spaces only');

/** POST /api/NFC/AddCard (wallet from the walletid header or the walletID query). */
export const AddCardRequest = z.object({ CardDisplayNumber });
export const AddCardQuery = z.object({ walletID: Id.optional(), WalletID: Id.optional() });
export const NfcCard = z.object({ CardDisplayNumber: z.string(), WalletID: Id });
/** DELETE /api/NFC/RemoveCard?cardDisplayNumber= */
export const RemoveCardQuery = z.object({ cardDisplayNumber: CardDisplayNumber });
/** POST /api/NFC/BlockCard and /api/NFC/UnblockCard: a lost card is refused by the terminal at once. */
export const BlockCardRequest = z.object({ CardDisplayNumber });
export const SchoolCardState = z.object({ CardDisplayNumber: z.string(), WalletID: Id, IsBlocked: z.boolean() });
