/**
 * The meeting products' deadline types (spec sections 4 and 9), in one place. A deadline
 * is an anchor plus the product's Deadline.Amount times the type's multiplier (minutes per
 * unit of Amount), before or after the anchor:
 *
 * | ID | anchor                                   | unit of Amount | multiplier | direction | example                                      |
 * |----|------------------------------------------|----------------|------------|-----------|----------------------------------------------|
 * | 1  | 00:00 of the day before delivery         | hours          | 60         | after     | Amount 12: noon the day before                |
 * | 2  | the delivery time                        | hours (spec)   | 60         | before    | Amount 4: four hours before delivery         |
 * | 3  | the start of the product's daily window  | days           | 1440       | before    | Amount 2: two days before the window opens   |
 * | -  | any other type: the delivery time        | minutes        | 1          | before    | Amount 30: half an hour before delivery      |
 *
 * Types 1 and 3 count on the wall clock (noon the day before is noon, summer time or not);
 * types 2 and other count elapsed time. Type 2's displayed deadline is now plus Amount
 * hours (the earliest delivery time still open), as the spec says.
 */
export type DeadlineAnchor = 'dayBeforeDelivery' | 'delivery' | 'productStart';

export interface DeadlineType {
  anchor: DeadlineAnchor;
  /** Minutes per unit of Amount. */
  multiplier: number;
  /** +1: after the anchor; -1: before it. */
  direction: 1 | -1;
  /** Wall-clock arithmetic (days and hours as the clock shows them) or elapsed time. */
  wallClock: boolean;
}

export const MEETING_DEADLINE_TYPES: Readonly<Record<1 | 2 | 3, DeadlineType>> = {
  1: { anchor: 'dayBeforeDelivery', multiplier: 60, direction: 1, wallClock: true },
  2: { anchor: 'delivery', multiplier: 60, direction: -1, wallClock: false },
  3: { anchor: 'productStart', multiplier: 1440, direction: -1, wallClock: true },
};

/** Types other than 1 to 3: minutes before delivery. */
export const OTHER_DEADLINE_TYPE: DeadlineType = { anchor: 'delivery', multiplier: 1, direction: -1, wallClock: false };

export function deadlineTypeOf(id: number): DeadlineType {
  return id === 1 || id === 2 || id === 3 ? MEETING_DEADLINE_TYPES[id] : OTHER_DEADLINE_TYPE;
}
