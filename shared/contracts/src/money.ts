import { z } from 'zod';

/** The one text for an amount a request sends that is not a whole number of øre. */
export const KRONER_AMOUNT_MESSAGE = 'must be an amount in kroner with at most two decimals';

/** Money on the wire is decimal kroner (as the spec speaks); øre inside the API. */
export const Kroner = z.number().finite();

const WHOLE_ORE = /^-?\d+(\.\d{1,2})?$/;

/** True when `kroner` is a whole number of øre (at most two decimals), which @kk/domain kronerToOre converts exactly. */
export const isWholeOre = (kroner: number): boolean =>
  Number.isFinite(kroner) && WHOLE_ORE.test(String(kroner)) && Number.isSafeInteger(Math.round(kroner * 100));

/**
 * An amount a request sends: checked here, at the boundary, with one error text, so the
 * API turns it into øre with @kk/domain kronerToOre and never needs a check of its own.
 */
export const KronerAmount = Kroner.refine(isWholeOre, { message: KRONER_AMOUNT_MESSAGE });

/** The same amount from a query string. */
export const KronerAmountText = z.coerce.number().pipe(KronerAmount);
