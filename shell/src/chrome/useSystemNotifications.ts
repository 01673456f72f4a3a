import { useCallback, useEffect, useState } from 'react';
import type { SystemNotification } from '@kk/contracts';
import { DISMISSED_NOTIFICATIONS_KEY, parseDismissed, SYSTEM_NOTIFICATION_DELAY_MS, withDismissed } from '@kk/domain';
import { api } from '@kk/platform';

export interface SystemNotificationsState {
  /** Every current notification; empty until they appear. */
  list: SystemNotification[];
  dismissed: ReadonlySet<string>;
  dismiss(id: string): void;
}

function readDismissed(): Set<string> {
  try {
    return parseDismissed(window.sessionStorage.getItem(DISMISSED_NOTIFICATIONS_KEY));
  } catch {
    return new Set();
  }
}

/**
 * Spec sections 3 and 4: the signed-in user's current system notifications appear
 * 1000 ms after the page is ready; a dismissed one stays hidden for the browser session
 * (session storage, per ID). A failed load shows nothing: the page works without them.
 */
export function useSystemNotifications(signedIn: boolean): SystemNotificationsState {
  const [list, setList] = useState<SystemNotification[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(readDismissed);

  useEffect(() => {
    if (!signedIn) {
      setList([]);
      return;
    }
    let cancelled = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    api
      .get<SystemNotification[]>('/api/SystemNotifications', undefined, { silent: true })
      .then((loaded) => {
        const wait = Math.max(0, SYSTEM_NOTIFICATION_DELAY_MS - (Date.now() - started));
        timer = setTimeout(() => !cancelled && setList(loaded), wait);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [signedIn]);

  const dismiss = useCallback((id: string) => {
    try {
      const key = DISMISSED_NOTIFICATIONS_KEY;
      window.sessionStorage.setItem(key, withDismissed(window.sessionStorage.getItem(key), id));
    } catch {
      // Without session storage the notice is hidden for this page view only.
    }
    setDismissed((current) => new Set(current).add(id));
  }, []);

  return { list, dismissed, dismiss };
}
