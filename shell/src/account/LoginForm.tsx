import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@kk/contracts';
import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@kk/ui';
import { api, ApiError, resetExpiryHandling, useSession } from '@kk/platform';

function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'account.wrongCredentials';
    if (error.status === 429) return 'account.tooManyAttempts';
    if (error.status === 403) return 'account.noAccess';
  }
  return 'account.loginFailed';
}

/**
 * Signs in and then loads the target address afresh, so the modules registered for the
 * page are computed from the new user's roles and customer settings.
 */
export function LoginForm({ returnTo, intro, headingLevel = 'h1' }: { returnTo: string; intro?: string; headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const emailMissing = submitted && email.trim() === '';
  const passwordMissing = submitted && password === '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || password === '') return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await api.post<LoginResponse>('/api/Account/Login', { Email: email.trim(), Password: password }, { silent: true });
      useSession.getState().setToken(result.AccessToken);
      resetExpiryHandling();
      window.location.assign(returnTo);
    } catch (error) {
      setFailure(errorKey(error));
      setBusy(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="login-title" bg="bg.panel" borderRadius="lg" boxShadow="md" p={{ base: 5, md: 8 }} maxW="md" mx="auto" w="full">
      <Heading as={headingLevel} size="lg" id="login-title" mb="2">{t('account.loginTitle')}</Heading>
      <Text mb="5">{intro ?? t('account.loginIntro')}</Text>
      <form onSubmit={onSubmit} noValidate aria-describedby={failure ? 'login-failure' : undefined}>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error" id="login-failure" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t(failure)}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={emailMissing} required>
            <Field.Label>{t('account.email')}</Field.Label>
            <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            {emailMissing && <Field.ErrorText>{t('account.required')}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={passwordMissing} required>
            <Field.Label>{t('account.password')}</Field.Label>
            <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            {passwordMissing && <Field.ErrorText>{t('account.required')}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={busy} loadingText={t('account.submitting')} disabled={busy}>
            {t('account.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
