import { useState } from 'react';
import type { LoginResponse } from '@kk/contracts';
import { FORGOT_PASSWORD_PATH, required, type FormRules } from '@kk/domain';
import { Alert, Box, Heading, Link, Stack, SubmitButton, Text, useFormValidation, ValidatedField } from '@kk/ui';
import { api, ApiError, resetExpiryHandling, useSession, useTranslation } from '@kk/platform';

function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'account.wrongCredentials';
    if (error.status === 429) return 'account.tooManyAttempts';
    if (error.status === 403) return 'account.noAccess';
  }
  return 'account.loginFailed';
}

// Both fields refresh as the person types, so a corrected field clears at once.
const LOGIN_RULES: FormRules = {
  email: { validators: { required }, validateOn: 'dirty' },
  password: { validators: { required: (value) => value !== '' }, validateOn: 'dirty' },
};

/**
 * Signs in and then loads the target address afresh, so the modules registered for the
 * page are computed from the new user's roles and customer settings.
 */
export function LoginForm({ returnTo, intro, headingLevel = 'h1' }: { returnTo: string; intro?: string; headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('shell');
  const form = useFormValidation(LOGIN_RULES);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email = '', password = '' }) => {
    setFailure(null);
    try {
      const result = await api.post<LoginResponse>('/api/Account/Login', { Email: email.trim(), Password: password }, { silent: true });
      useSession.getState().setToken(result.AccessToken);
      resetExpiryHandling();
      window.location.assign(returnTo);
    } catch (error) {
      setFailure(errorKey(error));
    }
  });

  return (
    <Box as="section" aria-labelledby="login-title" bg="bg.panel" borderRadius="lg" boxShadow="md" p={{ base: 5, md: 8 }} maxW="md" mx="auto" w="full">
      <Heading as={headingLevel} size="lg" id="login-title" mb="2">{t('account.loginTitle')}</Heading>
      <Text mb="5">{intro ?? t('account.loginIntro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error" id="login-failure" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t(failure)}</Alert.Title>
            </Alert.Root>
          )}
          <ValidatedField form={form} name="email" label={t('account.email')} type="email" autoComplete="username" messages={{ required: t('account.required') }} required failureId={failure ? 'login-failure' : undefined} />
          <ValidatedField form={form} name="password" label={t('account.password')} type="password" autoComplete="current-password" messages={{ required: t('account.required') }} required failureId={failure ? 'login-failure' : undefined} />
          <SubmitButton busy={form.busy} busyText={t('account.submitting')}>{t('account.submit')}</SubmitButton>
          <Link href={FORGOT_PASSWORD_PATH} alignSelf="start" color="fg" textDecoration="underline">{t('account.forgotLink')}</Link>
        </Stack>
      </form>
    </Box>
  );
}
