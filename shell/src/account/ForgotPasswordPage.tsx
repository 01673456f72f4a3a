import { useEffect, useRef, useState } from 'react';
import { isEmailAddress, LOGIN_PATH, PASSWORD_RESET_VALID_MINUTES, required, type FormRules } from '@kk/domain';
import { api, ApiError, useTranslation } from '@kk/platform';
import { Alert, Box, Heading, Link, Stack, SubmitButton, Text, useFormValidation, ValidatedField } from '@kk/ui';

const FORGOT_RULES: FormRules = {
  email: { validators: { required, emailInvalid: (value) => isEmailAddress(value) } },
};

/**
 * The forgotten password (/Account/ForgotPassword, every site, signed in or not): an e-mail
 * field; whatever the API answers (but a refusal for too many attempts), the same
 * confirmation, so the page tells no one whether an e-mail has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const form = useFormValidation(FORGOT_RULES);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async ({ email = '' }) => {
    setFailure(null);
    try {
      await api.post('/api/Account/ForgotPassword', { Email: email.trim() }, { silent: true });
      setSent(true);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      if (status === 429) return setFailure('account.forgot.tooManyAttempts');
      // Any other refusal (4xx) gets the same confirmation: the e-mail is never its reason. No answer, or the server's error, may be tried again.
      if (status !== undefined && status >= 400 && status < 500) return setSent(true);
      setFailure('account.forgot.failed');
    }
  });

  return (
    <Box as="section" aria-labelledby="forgot-title" bg="bg.panel" borderRadius="lg" boxShadow="md" p={{ base: 5, md: 8 }} maxW="md" mx="auto" w="full" data-testid="forgot-password">
      {sent ? (
        <Stack gap="4" role="status">
          <Heading as="h1" size="lg" id="forgot-title" ref={sentHeading} tabIndex={-1}>{t('account.forgot.sentTitle')}</Heading>
          <Text data-testid="forgot-password-sent">{t('account.forgot.sent', { minutes: PASSWORD_RESET_VALID_MINUTES })}</Text>
          <Link href={LOGIN_PATH} alignSelf="start" color="fg" textDecoration="underline">{t('account.forgot.backToLogin')}</Link>
        </Stack>
      ) : (
        <>
          <Heading as="h1" size="lg" id="forgot-title" mb="2">{t('account.forgot.title')}</Heading>
          <Text mb="5">{t('account.forgot.intro')}</Text>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              {failure && (
                <Alert.Root status="error" id="forgot-failure" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t(failure)}</Alert.Title>
                </Alert.Root>
              )}
              <ValidatedField
                form={form}
                name="email"
                label={t('account.forgot.email')}
                type="email"
                autoComplete="username"
                required
                messages={{ required: t('account.required'), emailInvalid: t('account.forgot.emailInvalid') }}
                failureId={failure ? 'forgot-failure' : undefined}
              />
              <SubmitButton busy={form.busy} busyText={t('account.forgot.submitting')}>{t('account.forgot.submit')}</SubmitButton>
              <Link href={LOGIN_PATH} alignSelf="start" color="fg" textDecoration="underline">{t('account.forgot.backToLogin')}</Link>
            </Stack>
          </form>
        </>
      )}
    </Box>
  );
}
