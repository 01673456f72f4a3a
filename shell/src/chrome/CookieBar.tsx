import { lazy, Suspense, useState } from 'react';
import { cookieConsentKey, cookieConsentRecord, hasCurrentConsent, type CookieConsentChoice } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Flex, focusRingIn, HStack, Text } from '@kk/ui';

const CookiePolicyDialog = lazy(() => import('./CookiePolicyDialog'));

function readConsent(key: string): boolean {
  try {
    return hasCurrentConsent(window.localStorage.getItem(key), new Date());
  } catch {
    return false;
  }
}

/**
 * Spec sections 4 and 9: the consent bar shows until accepted or dismissed, and the answer
 * is kept 180 days per page key (one key for the partner site). It sits in the page's flow
 * above the header, so it never covers what a person is about to click.
 */
export function CookieBar() {
  const { t } = useTranslation('chrome');
  const { application, pageKey } = getAppConfig();
  const key = cookieConsentKey(application, pageKey);
  const [answered, setAnswered] = useState(() => readConsent(key));
  const [policyOpen, setPolicyOpen] = useState(false);

  const answer = (choice: CookieConsentChoice) => {
    try {
      window.localStorage.setItem(key, JSON.stringify(cookieConsentRecord(choice, new Date())));
    } catch {
      // Storage may be off (private mode): the bar still goes away for this page.
    }
    setAnswered(true);
  };

  return (
    <>
      {!answered && (
        <Box as="section" aria-label={t('cookies.label')} bg="gray.900" color="white" px={{ base: 4, md: 8 }} py="3" data-testid="cookie-bar" css={focusRingIn('white')}>
          <Flex gap="3" align="center" wrap="wrap" maxW="6xl" mx="auto">
            <Text flex="1" minW="60" fontSize="sm">
              {t('cookies.text')}{' '}
              <Button variant="plain" color="white" textDecoration="underline" p="0" h="auto" minW="0" fontSize="sm" onClick={() => setPolicyOpen(true)} data-testid="cookie-policy-open">
                {t('cookies.readPolicy')}
              </Button>
            </Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => answer('dismissed')} data-testid="cookie-dismiss">
                {t('cookies.dismiss')}
              </Button>
              <Button size="sm" bg="white" color="gray.900" _hover={{ bg: 'gray.200' }} onClick={() => answer('accepted')} data-testid="cookie-accept">
                {t('cookies.accept')}
              </Button>
            </HStack>
          </Flex>
        </Box>
      )}
      {policyOpen && (
        <Suspense fallback={null}>
          <CookiePolicyDialog onClose={() => setPolicyOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
