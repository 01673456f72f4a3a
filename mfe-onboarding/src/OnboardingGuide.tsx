import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchChildren } from '@kk/platform';
import { Badge, Box, Button, Heading, Stack, Text, useAsync } from '@kk/ui';

const STEPS = ['welcome', 'nfc', 'card', 'refill', 'options', 'access', 'finish'] as const;

/** Always-on parcel: the entry to the first-login guide, with the wallets it will set up. */
export function OnboardingGuide() {
  const { t } = useTranslation('onboarding');
  const [open, setOpen] = useState(false);
  const wallets = useAsync(fetchChildren, []);
  const count = wallets.status === 'done' ? wallets.data.length : 0;

  return (
    <Box position="fixed" left="6" bottom="6" zIndex="overlay" maxW="sm">
      {open && (
        <Box id="onboarding-panel" role="region" aria-labelledby="onboarding-title" bg="bg.panel" borderWidth="1px" borderRadius="lg" boxShadow="lg" p="5" mb="3" data-testid="onboarding-panel">
          <Heading as="h2" size="md" id="onboarding-title" mb="2">{t('title')}</Heading>
          {wallets.status === 'done' && <Text mb="2">{t('wallets', { count })}</Text>}
          <Text mb="2" fontSize="sm">{t('coming')} <Badge>{STEPS.length}</Badge></Text>
          <Stack as="ol" pl="5" gap="0" fontSize="sm">
            {STEPS.map((step) => (
              <li key={step}>{t(`steps.${step}`)}</li>
            ))}
          </Stack>
        </Box>
      )}
      <Button variant={open ? 'outline' : 'solid'} bg={open ? 'bg.panel' : undefined} aria-expanded={open} aria-controls="onboarding-panel" onClick={() => setOpen((o) => !o)} data-testid="onboarding-toggle">
        {open ? t('close') : t('open')}
      </Button>
    </Box>
  );
}
