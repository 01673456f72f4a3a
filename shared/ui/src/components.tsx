import { Alert, Badge, Box, Button, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatOre, type Culture } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';

/** Shown in a remote's place when its code cannot be loaded (its server is down). */
export function RemoteUnavailable({ moduleName, onRetry }: { moduleName: string; onRetry?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Alert.Root status="warning" role="alert" data-testid="remote-unavailable" data-module={moduleName}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('remoteUnavailable.title')}</Alert.Title>
        <Alert.Description>{t('remoteUnavailable.body', { module: t(`modules.${moduleName}`, { defaultValue: moduleName }) })}</Alert.Description>
        {onRetry && (
          <Button mt="2" size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
            {t('remoteUnavailable.retry')}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** An honest state for a screen whose feature arrives in a later release. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg.panel" data-testid="coming-soon">
      <HStack gap="3" mb="2">
        <Heading as="h2" size="md">{title}</Heading>
        <Badge colorPalette="gray">{t('coming.badge')}</Badge>
      </HStack>
      {children}
    </Box>
  );
}

export function Loading() {
  const { t } = useTranslation('ui');
  return (
    <HStack gap="3" role="status" aria-live="polite">
      <Spinner size="sm" />
      <Text>{t('loading')}</Text>
    </HStack>
  );
}

export function LoadFailed() {
  const { t } = useTranslation('ui');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t('loadFailed')}</Alert.Title>
    </Alert.Root>
  );
}

/** An amount in øre, in the active culture's format ('1.234,50 kr.' in Danish). */
export function Money({ ore, culture }: { ore: number; culture?: Culture }) {
  return <>{formatOre(ore, culture ?? getAppConfig().culture)}</>;
}

/** A page's title (its h1, with the id a section may be labelled by) and the sentence under it. */
export function PageTitle({ title, intro, id }: { title: string; intro: string; id?: string }) {
  return (
    <Box>
      <Heading as="h1" size="xl" id={id}>{title}</Heading>
      <Text color="fg.muted" mt="1">{intro}</Text>
    </Box>
  );
}
