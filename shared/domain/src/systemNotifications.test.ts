import {
  notificationSeverity, notificationsFor, parseDismissed, statusMenuNotifications, withDismissed, type SystemNotificationLike,
} from './systemNotifications';

const n = (ID: string, NotificationTypeID: number, ShowOnFrontpage: boolean, StartDate = '2025-01-01T00:00:00Z'): SystemNotificationLike => ({
  ID, Message: ID, NotificationTypeID, ShowOnFrontpage, StartDate,
});

describe('system notifications', () => {
  it('names the three types', () => {
    expect([1, 2, 3].map(notificationSeverity)).toEqual(['info', 'warning', 'serious']);
    expect(notificationSeverity(7)).toBe('info');
  });

  it('remembers dismissed IDs in one stored list and survives garbage', () => {
    let stored: string | null = null;
    stored = withDismissed(stored, 'a');
    stored = withDismissed(stored, 'b');
    stored = withDismissed(stored, 'a');
    expect([...parseDismissed(stored)]).toEqual(['a', 'b']);
    expect(parseDismissed('{oops').size).toBe(0);
    expect(parseDismissed('{"a":1}').size).toBe(0);
  });

  it('puts front-page ones on the front page and the rest in the banner, without dismissed ones', () => {
    const list = [n('front', 1, true), n('banner', 2, false), n('gone', 3, false)];
    const dismissed = new Set(['gone']);
    expect(notificationsFor(list, 'frontpage', dismissed).map((x) => x.ID)).toEqual(['front']);
    expect(notificationsFor(list, 'banner', dismissed).map((x) => x.ID)).toEqual(['banner']);
  });

  it('orders the most serious first, then the newest, and the menu keeps dismissed ones', () => {
    const list = [n('old-info', 1, false, '2025-01-01T00:00:00Z'), n('new-info', 1, false, '2025-02-01T00:00:00Z'), n('serious', 3, false)];
    expect(notificationsFor(list, 'banner', new Set()).map((x) => x.ID)).toEqual(['serious', 'new-info', 'old-info']);
    expect(statusMenuNotifications(list).map((x) => x.ID)).toEqual(['serious', 'new-info', 'old-info']);
  });
});
