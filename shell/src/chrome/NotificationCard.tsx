import type { SystemNotification } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { notificationSeverity } from '@kk/domain';
import { Alert, CloseButton } from '@kk/ui';

const STATUS = { info: 'info', warning: 'warning', serious: 'error' } as const;

/** One system notification, coloured by its type, with a button that hides it for the session. */
export function NotificationCard({ notification, onDismiss }: { notification: SystemNotification; onDismiss: (id: string) => void }) {
  const { t } = useTranslation('chrome');
  const severity = notificationSeverity(notification.NotificationTypeID);
  return (
    <Alert.Root status={STATUS[severity]} variant="surface" data-testid="system-notification" data-notification-id={notification.ID} data-severity={severity}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`notifications.type.${severity}`)}</Alert.Title>
        <Alert.Description>{notification.Message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="start" aria-label={t('notifications.dismiss')} onClick={() => onDismiss(notification.ID)} data-testid="dismiss-notification" />
    </Alert.Root>
  );
}
