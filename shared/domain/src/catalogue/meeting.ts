import { copenhagenLocal, parseTimeOfDay } from '../copenhagen';
import { nameError as productNameError, priceError, priceToOre, vatRateError } from './fields';

/**
 * The meeting options a catering kitchen edits on the partner site (issue 25): its
 * departments, its locations with their delivery windows and its products. The same
 * rules run in the edit dialog (to show the messages) and in the API (to refuse with 400).
 * A rule answers the fields in error, each with a message key the meeting remote
 * translates (namespace 'meeting', under catalogue.errors); a product's name, price and
 * VAT are the catalogue's shared field rules (./fields).
 */

export type MeetingFieldErrors = Record<string, string>;

export const MEETING_CATALOGUE_LIMITS = {
  departmentName: 200,
  locationName: 200,
  productName: 100,
  groupName: 100,
  /** The most windows one location has. */
  windows: 20,
  sortOrder: 100_000,
} as const;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const MEETING_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A location's daily delivery window on the chosen weekdays, Copenhagen time; From before To, both included. */
export interface MeetingDeliveryWindow {
  Weekdays: number[];
  From: string;
  To: string;
}

/**
 * Deadline.Amount per type (@kk/domain MEETING_DEADLINE_TYPES): type 1 is the hour of the
 * day before (0 to 23, as the ordering page says it: "at 14:00 the day before"); type 2
 * hours before delivery, at most 30 days of them; type 3 days before the window opens, at
 * most 90. The database allows 0 to 10 000 for every type.
 */
export const MEETING_DEADLINE_AMOUNTS: Readonly<Record<1 | 2 | 3, { min: number; max: number }>> = {
  1: { min: 0, max: 23 },
  2: { min: 0, max: 720 },
  3: { min: 0, max: 90 },
};

const E = (key: string) => `catalogue.errors.${key}`;

/** A department's or a location's name: 1 to 200 characters after trimming. */
function longNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return E('nameRequired');
  if (trimmed.length > 200) return E('nameTooLong200');
  return null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('da') === b.trim().toLocaleLowerCase('da');

export interface MeetingDepartmentDraft {
  Name: string;
  SortOrder: number;
}

/** A department: a name of 1 to 200 characters, unique (ignoring case) among the customer's other departments. */
export function validateMeetingDepartment(draft: MeetingDepartmentDraft, otherNames: readonly string[] = []): MeetingFieldErrors {
  const errors: MeetingFieldErrors = {};
  const name = longNameError(draft.Name);
  if (name !== null) errors.Name = name;
  else if (otherNames.some((other) => sameName(other, draft.Name))) errors.Name = E('departmentNameTaken');
  if (!Number.isInteger(draft.SortOrder) || Math.abs(draft.SortOrder) > MEETING_CATALOGUE_LIMITS.sortOrder) errors.SortOrder = E('sortOrder');
  return errors;
}

interface WindowMinutes {
  weekdays: Set<number>;
  from: number;
  to: number;
}

function windowMinutes(window: MeetingDeliveryWindow): WindowMinutes | null {
  const from = parseTimeOfDay(window.From);
  const to = parseTimeOfDay(window.To);
  if (from === null || to === null) return null;
  return { weekdays: new Set(window.Weekdays), from, to };
}

export interface MeetingLocationDraft {
  Name: string;
  DeliveryWindows: MeetingDeliveryWindow[];
}

/**
 * A location: a name of 1 to 200 characters and its delivery windows (none: deliveries at
 * any time). Each window has one or more weekdays (1 to 7, each once), a From and a To as
 * HH:mm with From before To; two windows that share a weekday may not overlap (touching
 * ends overlap too, both ends being included). Errors are keyed 'DeliveryWindows.{i}.Weekdays',
 * '.From', '.To'; an overlap is reported on the later window's From.
 */
export function validateMeetingLocation(draft: MeetingLocationDraft): MeetingFieldErrors {
  const errors: MeetingFieldErrors = {};
  const name = longNameError(draft.Name);
  if (name !== null) errors.Name = name;
  if (draft.DeliveryWindows.length > MEETING_CATALOGUE_LIMITS.windows) errors.DeliveryWindows = E('tooManyWindows');
  const parsed: (WindowMinutes | null)[] = [];
  draft.DeliveryWindows.forEach((window, index) => {
    const key = `DeliveryWindows.${index}`;
    const days = window.Weekdays;
    if (days.length === 0) errors[`${key}.Weekdays`] = E('weekdaysRequired');
    else if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 7) || new Set(days).size !== days.length) errors[`${key}.Weekdays`] = E('weekdaysInvalid');
    const from = parseTimeOfDay(window.From);
    const to = parseTimeOfDay(window.To);
    if (from === null) errors[`${key}.From`] = E('timeInvalid');
    if (to === null) errors[`${key}.To`] = E('timeInvalid');
    else if (from !== null && to <= from) errors[`${key}.To`] = E('windowEndBeforeStart');
    const minutes = windowMinutes(window);
    const valid = minutes !== null && minutes.from < minutes.to && errors[`${key}.Weekdays`] === undefined;
    parsed.push(valid ? minutes : null);
  });
  parsed.forEach((window, index) => {
    if (window === null) return;
    for (let before = 0; before < index; before += 1) {
      const other = parsed[before];
      if (!other) continue;
      const shareDay = [...window.weekdays].some((day) => other.weekdays.has(day));
      if (shareDay && window.from <= other.to && other.from <= window.to) {
        errors[`DeliveryWindows.${index}.From`] = E('windowsOverlap');
        return;
      }
    }
  });
  return errors;
}

/** The ISO weekday (1 Monday … 7 Sunday) and minute of the day of an instant in Copenhagen. */
export function copenhagenWeekdayAndMinute(instant: Date): { weekday: number; minute: number } {
  const local = copenhagenLocal(instant);
  const sundayFirst = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  return { weekday: sundayFirst === 0 ? 7 : sundayFirst, minute: local.minute };
}

/**
 * Whether a location delivers at this instant: always when it has no windows; otherwise
 * when the Copenhagen weekday is one of a window's and the time is within it, ends included.
 */
export function deliveryWindowsAllow(windows: readonly MeetingDeliveryWindow[], deliveryTime: Date): boolean {
  if (windows.length === 0) return true;
  const { weekday, minute } = copenhagenWeekdayAndMinute(deliveryTime);
  return windows.some((window) => {
    const parsed = windowMinutes(window);
    return parsed !== null && parsed.weekdays.has(weekday) && minute >= parsed.from && minute <= parsed.to;
  });
}

export interface MeetingProductDraft {
  LocationID: string;
  Name: string;
  /** Kroner, as typed ('18,50') or as sent (18.5). */
  Price: number | string;
  VatRate: number;
  /** The product's UI group by name; empty for none. A name the customer has no group of creates one. */
  GroupName: string;
  FromTime: string;
  ToTime: string;
  Deadline: { ID: number; Amount: number };
}

/** The price in øre, or null when the catalogue's price rule refuses it. */
export function meetingPriceOre(price: number | string): number | null {
  return priceError(price) === null ? priceToOre(price) : null;
}

/**
 * A product: a location, a name of 1 to 100 characters, a price of 0 to 100 000 kr in
 * whole øre, VAT 25 or 0 per cent, a group name of at most 100 characters, a daily window
 * FromTime–ToTime as HH:mm (To before From crosses midnight, equal is all day, as the
 * ordering rules read it), a deadline type 1 to 3 with an amount in its range
 * (MEETING_DEADLINE_AMOUNTS).
 */
export function validateMeetingProduct(draft: MeetingProductDraft): MeetingFieldErrors {
  const errors: MeetingFieldErrors = {};
  if (draft.LocationID.trim().length === 0) errors.LocationID = E('locationRequired');
  const name = productNameError(draft.Name);
  if (name !== null) errors.Name = name;
  const price = priceError(draft.Price);
  if (price !== null) errors.Price = price;
  const vat = vatRateError(draft.VatRate);
  if (vat !== null) errors.VatRate = vat;
  if (draft.GroupName.trim().length > MEETING_CATALOGUE_LIMITS.groupName) errors.GroupName = E('groupNameTooLong');
  if (parseTimeOfDay(draft.FromTime) === null) errors.FromTime = E('timeInvalid');
  if (parseTimeOfDay(draft.ToTime) === null) errors.ToTime = E('timeInvalid');
  const type = draft.Deadline.ID;
  if (type !== 1 && type !== 2 && type !== 3) errors['Deadline.ID'] = E('deadlineTypeInvalid');
  else {
    const range = MEETING_DEADLINE_AMOUNTS[type];
    const amount = draft.Deadline.Amount;
    if (!Number.isInteger(amount) || amount < range.min || amount > range.max) errors['Deadline.Amount'] = E(`deadlineAmount${type}`);
  }
  return errors;
}
