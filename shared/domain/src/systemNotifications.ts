/** Spec section 3, "System notification": the fields the front end reads. */
export interface SystemNotificationLike {
  ID: string;
  Message: string;
  StartDate: string;
  NotificationTypeID: number;
  ShowOnFrontpage: boolean;
}

/** 1 info, 2 warning, 3 serious warning or blocking. */
export const NOTIFICATION_TYPES = { info: 1, warning: 2, serious: 3 } as const;
export type NotificationSeverity = keyof typeof NOTIFICATION_TYPES;

/** Spec section 4: system notifications appear after 1000 ms. */
export const SYSTEM_NOTIFICATION_DELAY_MS = 1000;

/** Session-storage key of the dismissed IDs (remembered for the browser session). */
export const DISMISSED_NOTIFICATIONS_KEY = 'kk.dismissedSystemNotifications';

export function notificationSeverity(typeId: number): NotificationSeverity {
  if (typeId === NOTIFICATION_TYPES.serious) return 'serious';
  if (typeId === NOTIFICATION_TYPES.warning) return 'warning';
  return 'info';
}

export function parseDismissed(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const ids: unknown = JSON.parse(stored);
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function withDismissed(stored: string | null, id: string): string {
  return JSON.stringify([...parseDismissed(stored).add(id)]);
}

/** Most serious first, then the newest. */
function bySeverityThenNewest(a: SystemNotificationLike, b: SystemNotificationLike): number {
  return b.NotificationTypeID - a.NotificationTypeID || Date.parse(b.StartDate) - Date.parse(a.StartDate);
}

export type NotificationPlace = 'frontpage' | 'banner';

/**
 * Where each notification shows until dismissed: those marked ShowOnFrontpage at the top
 * of the front page, the rest in the notice banner on every page.
 */
export function notificationsFor<T extends SystemNotificationLike>(list: readonly T[], place: NotificationPlace, dismissed: ReadonlySet<string>): T[] {
  return list
    .filter((n) => !dismissed.has(n.ID) && n.ShowOnFrontpage === (place === 'frontpage'))
    .sort(bySeverityThenNewest);
}

/** The system-status menu lists every current notification, dismissed ones too. */
export function statusMenuNotifications<T extends SystemNotificationLike>(list: readonly T[]): T[] {
  return [...list].sort(bySeverityThenNewest);
}
