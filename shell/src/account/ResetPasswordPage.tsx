import { useEffect, useRef, useState } from 'react';
import {
  confirmMatches,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblemKeys,
  PasswordResetMessage,
  type FormRules,
  type PasswordProblem,
} from '@kk/domain';
import { api, ApiError, queryValue, useTranslation } from '@kk/platform';
import { Alert, Box, Button, Heading, Link, Stack, SubmitButton, Text, useFormValidation, ValidatedField } from '@kk/ui';

// The e-mail is not known here (the link carries only its secret): the API checks that rule.
const PROBLEMS: readonly PasswordProblem[] = ['tooShort', 'tooLong', 'lettersAndOthers', 'tooCommon'];

/** The new password's rules: the platform's password policy, one validator per rule, and the repeat. */
export const RESET_RULES: FormRules = {
  password: {
    validators: {
      required: (value) => value !== '',
      ...Object.fromEntries(PROBLEMS.map((problem) => [problem, (value: string) => !passwordProblemKeys(value).includes(problem)])),
    },
  },
  repeat: { validators: { required: (value) => value !== '', repeatMismatch: (value, values) => confirmMatches(value, values.password ?? '') } },
};

type Outcome = 'form' | 'linkInvalid' | 'done';

/** The link's secret from the address (?token=). */
const tokenFromAddress = () => queryValue(new URLSearchParams(window.location.search), 'token') ?? '';

/**
 * The e-mail's link (/Account/ResetPassword?token=, every site): the new password twice,
 * with the policy's hint. A link that is unknown, used or expired says so and offers a new
 * one; a saved password offers the login (every session of the user has ended).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const form = useFormValidation(RESET_RULES);
  const [outcome, setOutcome] = useState<Outcome>(tokenFromAddress() === '' ? 'linkInvalid' : 'form');
  const [failure, setFailure] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome !== 'form') resultHeading.current?.focus();
  }, [outcome]);

  const onSubmit = form.handleSubmit(async ({ password = '' }) => {
    setFailure(null);
    try {
      await api.post('/api/Account/ResetPassword', { Token: tokenFromAddress(), NewPassword: password }, { silent: true });
      setOutcome('done');
    } catch (error) {
      const server = error instanceof ApiError ? error.serverError() : null;
      if (server?.message === PasswordResetMessage.LinkNotValid) return setOutcome('linkInvalid');
      if (server?.message === PasswordResetMessage.PasswordNotAccepted) {
        return setFailure(/e-mail/i.test(server.reason ?? '') ? 'account.reset.containsEmail' : 'account.reset.notAccepted');
      }
      setFailure('account.reset.failed');
    }
  });

  const policy = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const passwordMessages = {
    required: t('account.reset.passwordRequired'),
    ...Object.fromEntries(PROBLEMS.map((problem) => [problem, t(`account.reset.${problem}`, policy)])),
  };

  let body;
  if (outcome === 'linkInvalid') {
    body = (
      <Stack gap="4" data-testid="reset-password-invalid">
        <Heading as="h1" size="lg" id="reset-title" ref={resultHeading} tabIndex={-1}>{t('account.reset.linkInvalidTitle')}</Heading>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('account.reset.linkInvalid')}</Alert.Title>
        </Alert.Root>
        <Button asChild alignSelf="start">
          <a href={FORGOT_PASSWORD_PATH}>{t('account.reset.askAgain')}</a>
        </Button>
      </Stack>
    );
  } else if (outcome === 'done') {
    body = (
      <Stack gap="4" role="status" data-testid="reset-password-done">
        <Heading as="h1" size="lg" id="reset-title" ref={resultHeading} tabIndex={-1}>{t('account.reset.doneTitle')}</Heading>
        <Text>{t('account.reset.done')}</Text>
        <Button asChild alignSelf="start">
          <a href={LOGIN_PATH}>{t('account.reset.login')}</a>
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        <Heading as="h1" size="lg" id="reset-title" mb="2">{t('account.reset.title')}</Heading>
        <Text mb="5">{t('account.reset.intro')}</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {failure && (
              <Alert.Root status="error" id="reset-failure" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t(failure)}</Alert.Title>
              </Alert.Root>
            )}
            <ValidatedField
              form={form}
              name="password"
              label={t('account.reset.password')}
              type="password"
              autoComplete="new-password"
              required
              messages={passwordMessages}
              hint={t('account.reset.hint', policy)}
              failureId={failure ? 'reset-failure' : undefined}
            />
            <ValidatedField
              form={form}
              name="repeat"
              label={t('account.reset.passwordRepeat')}
              type="password"
              autoComplete="new-password"
              required
              messages={{ required: t('account.reset.passwordRequired'), repeatMismatch: t('account.reset.repeatMismatch') }}
            />
            <SubmitButton busy={form.busy} busyText={t('account.reset.submitting')}>{t('account.reset.submit')}</SubmitButton>
            <Link href={FORGOT_PASSWORD_PATH} alignSelf="start" color="fg" textDecoration="underline">{t('account.reset.askAgain')}</Link>
          </Stack>
        </form>
      </>
    );
  }

  return (
    <Box as="section" aria-labelledby="reset-title" bg="bg.panel" borderRadius="lg" boxShadow="md" p={{ base: 5, md: 8 }} maxW="md" mx="auto" w="full" data-testid="reset-password">
      {body}
    </Box>
  );
}
