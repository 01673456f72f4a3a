import { Box, Button, Heading, Stack, Text } from '@kk/ui';
import { LOGIN_PATH } from '@kk/domain';
import { useSession, useTranslation } from '@kk/platform';
import { LoginForm } from './LoginForm';

export function returnUrlFromQuery(): string {
  const value = new URLSearchParams(window.location.search).get('returnUrl');
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function LoginPage() {
  return <LoginForm returnTo={returnUrlFromQuery()} />;
}

/** The wallet site's page after an expired session (spec section 2). */
export function SessionExpiredPage() {
  const { t } = useTranslation('shell');
  return (
    <Box as="section" bg="bg.panel" borderRadius="lg" boxShadow="md" p="8" maxW="md" mx="auto" data-testid="session-expired">
      <Stack gap="4">
        <Heading as="h1" size="lg">{t('account.sessionExpiredTitle')}</Heading>
        <Text>{t('account.sessionExpiredBody')}</Text>
        <Button asChild alignSelf="start">
          <a href={LOGIN_PATH}>{t('account.loginAgain')}</a>
        </Button>
      </Stack>
    </Box>
  );
}

/** The partner site's account logout: the session is gone; sign in again here. */
export function LoggedOutPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="6" data-testid="logged-out">
      <Box textAlign="center">
        <Heading as="h1" size="lg">{t('account.loggedOutTitle')}</Heading>
        <Text>{t('account.loggedOutBody')}</Text>
      </Box>
      <LoginForm returnTo="/" headingLevel="h2" />
    </Stack>
  );
}

/** The support tool does not redirect on expiry: it asks to sign in again where the user is. */
export function SignInInPlace() {
  const { t } = useTranslation('shell');
  // Only a session that ended by expiry is called expired; a first visit is just asked to sign in.
  const expired = useSession((s) => s.expired);
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <Box data-testid="sign-in-in-place">
      <LoginForm returnTo={here} intro={t(expired ? 'account.signInAgainInPlace' : 'account.signInInPlace')} />
    </Box>
  );
}
