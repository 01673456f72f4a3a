import { notificationSeverity, statusMenuNotifications } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Stack, Text, VisuallyHidden } from '@kk/ui';
import { Disclosure } from './Disclosure';
import type { SystemNotificationsState } from './useSystemNotifications';

const BADGE = { info: 'blue', warning: 'orange', serious: 'red' } as const;

/** Spec section 2: the system status messages menu lists every current notification. */
export function StatusMenu({ state }: { state: SystemNotificationsState }) {
  const { t } = useTranslation('chrome');
  const locale = getAppConfig().culture === 'da' ? 'da-DK' : 'en-GB';
  const list = statusMenuNotifications(state.list);
  return (
    <Disclosure
      buttonText={(
        <>
          {t('notifications.menu')}
          {list.length > 0 && (
            <>
              <Badge ml="2" colorPalette="gray">{list.length}</Badge>
              <VisuallyHidden> {t('notifications.messages', { count: list.length })}</VisuallyHidden>
            </>
          )}
        </>
      )}
      testId="status-menu"
    >
      {list.length === 0 ? (
        <Text fontSize="sm">{t('notifications.none')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {list.map((n) => {
            const severity = notificationSeverity(n.NotificationTypeID);
            return (
              <Box as="li" key={n.ID} fontSize="sm" data-testid="status-menu-item">
                <Badge colorPalette={BADGE[severity]} mb="1">{t(`notifications.type.${severity}`)}</Badge>
                <Text>{n.Message}</Text>
                <Text color="fg.muted" fontSize="xs">{t('notifications.since', { date: new Date(n.StartDate).toLocaleDateString(locale) })}</Text>
              </Box>
            );
          })}
        </Stack>
      )}
    </Disclosure>
  );
}
