import { z } from 'zod';
import { LEAVER_PAYBACK_STATUSES, LEAVER_PAYBACKS, SCHOOL_YEAR_OUTCOMES, SCHOOL_YEAR_STATUSES } from './codes';
import { Kroner } from './money';

export { LEAVER_PAYBACK_STATUSES, LEAVER_PAYBACKS, SCHOOL_YEAR_OUTCOMES, SCHOOL_YEAR_PATHS, SCHOOL_YEAR_STATUSES } from './codes';

/**
 * A new school year (issue 28): the support tool previews a customer's rollover, schedules
 * it for a date, cancels it while it waits, and follows each leaver's balance (paid back to
 * the guardian's primary card, moved to a sibling, or left on the closed wallet). A guardian
 * chooses, before the date, whether a leaver's balance goes to a sibling's wallet. Money is
 * decimal kroner on the wire.
 */
export const SchoolYearPreviewRow = z.object({
  WalletID: z.string(),
  Name: z.string(),
  Grade: z.string().nullable(),
  Outcome: z.enum(SCHOOL_YEAR_OUTCOMES),
  NextGrade: z.string().nullable(),
  Balance: Kroner,
  HasPrimaryCard: z.boolean(),
  SiblingWalletID: z.string().nullable(),
});
export type SchoolYearPreviewRow = z.infer<typeof SchoolYearPreviewRow>;

/** What a run did (null until it has run). */
export const SchoolYearResult = z.object({
  Moved: z.number().int(),
  Leavers: z.number().int(),
  Stayed: z.number().int(),
  MovedToSibling: Kroner,
  PaybackToCard: Kroner,
  Left: Kroner,
});
export type SchoolYearResult = z.infer<typeof SchoolYearResult>;

export const SchoolYearRollover = z.object({
  ID: z.string(),
  CustomerID: z.string(),
  RunOn: z.string(),
  LastGrade: z.number().int(),
  Status: z.enum(SCHOOL_YEAR_STATUSES),
  CreatedAt: z.string(),
  DoneAt: z.string().nullable(),
  Result: SchoolYearResult.nullable(),
});
export type SchoolYearRollover = z.infer<typeof SchoolYearRollover>;

export const SchoolYearLeaver = z.object({
  WalletID: z.string(),
  Name: z.string(),
  GradeBefore: z.string(),
  Balance: Kroner,
  Payback: z.enum(LEAVER_PAYBACKS),
  /** For a card pay-back: waiting for the provider, paid, or refused (the money stays on the wallet). */
  PaybackStatus: z.enum(LEAVER_PAYBACK_STATUSES).nullable(),
  /** The provider's reason, in English, when it refused. */
  PaybackFailure: z.string().nullable(),
  SiblingWalletID: z.string().nullable(),
});
export type SchoolYearLeaver = z.infer<typeof SchoolYearLeaver>;

/** The guardian's choice for a wallet of theirs that leaves at the next scheduled school year. */
export const LeaverChoice = z.object({
  WalletID: z.string(),
  /** The date the wallet closes, when its school has one scheduled and the wallet is in the last grade; otherwise null and nothing to choose. */
  LeavesOn: z.string().nullable(),
  /** The family's other open wallets the balance may go to. */
  Siblings: z.array(z.object({ WalletID: z.string(), Name: z.string() })),
  /** The sibling chosen, or null: paid back to the primary card when there is one, else left on the closed wallet. */
  SiblingWalletID: z.string().nullable(),
  HasPrimaryCard: z.boolean(),
});
export type LeaverChoice = z.infer<typeof LeaverChoice>;

export const LeaverChoiceRequest = z.object({ WalletID: z.string().uuid(), SiblingWalletID: z.string().uuid().nullable() }).strict();
export type LeaverChoiceRequest = z.infer<typeof LeaverChoiceRequest>;
