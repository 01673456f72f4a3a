import { notificationsFor, type NotificationPlace } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Stack } from '@kk/ui';
import { NotificationCard } from './NotificationCard';
import type { SystemNotificationsState } from './useSystemNotifications';

/**
 * The notices of one place: 'frontpage' at the top of the front page (ShowOnFrontpage),
 * 'banner' under the header on every page (the notice banner), dismissed ones left out.
 */
export function SystemNotices({ place, state }: { place: NotificationPlace; state: SystemNotificationsState }) {
  const { t } = useTranslation('chrome');
  const shown = notificationsFor(state.list, place, state.dismissed);
  if (shown.length === 0) return null;
  return (
    <Box as="section" aria-label={t('notifications.label')} data-testid={`system-notices-${place}`} px={place === 'banner' ? { base: 4, md: 8 } : 0} pt={place === 'banner' ? 3 : 0} mb={place === 'frontpage' ? 6 : 0}>
      <Stack gap="2" maxW={place === 'banner' ? '6xl' : undefined} mx="auto">
        {shown.map((n) => <NotificationCard key={n.ID} notification={n} onDismiss={state.dismiss} />)}
      </Stack>
    </Box>
  );
}
