import { Box, Button, Heading, Text } from '@kk/ui';
import { useTranslation } from '@kk/platform';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <Box as="section" bg="bg.panel" borderRadius="lg" p="8" data-testid="not-found">
      <Heading as="h1" size="lg" mb="2">{t('notFoundTitle')}</Heading>
      <Text mb="4">{t('notFoundBody')}</Text>
      <Button asChild>
        <a href="/">{t('goHome')}</a>
      </Button>
    </Box>
  );
}
