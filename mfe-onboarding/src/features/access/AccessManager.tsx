import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@kk/ui';

/** Step 6 of the guide: invitations and the accesses given (spec section 7, AllowAccess). */
export function AccessManager(): JSX.Element {
  const { t } = useTranslation('onboarding');
  return <Text data-testid="access-manager">{t('access.intro')}</Text>;
}
