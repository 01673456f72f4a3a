import { useEffect, useMemo, useState } from 'react';
import type { InvitationInfo, LoginResponse } from '@kk/contracts';
import {
  ACCEPT_INVITATION_PATH,
  confirmMatches,
  formatDateTime,
  INVITATION_GONE_MESSAGES,
  joinNames,
  LOGIN_PATH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblemKeys,
  required,
  USER_ALREADY_EXISTS_MESSAGE,
  type FormRules,
  type PasswordProblem,
} from '@kk/domain';
import { api, ApiError, getAppConfig, queryValue, resetExpiryHandling, useSession, useTranslation } from '@kk/platform';
import { Box, Button, Heading, Loading, Stack, SubmitButton, Text, useFormValidation, ValidatedField } from '@kk/ui';
import { loadAfresh } from './loadAfresh';
import { Notice } from './Notice';

type Loaded =
  | { status: 'loading' }
  | { status: 'refused'; text: string }
  | { status: 'open'; invitation: InvitationInfo };

const PROBLEMS: readonly PasswordProblem[] = ['tooShort', 'tooLong', 'lettersAndOthers', 'tooCommon', 'containsEmail'];

/** The sign-up form's rules: the platform's password policy, one validator per rule, and the repeat. */
export function signUpRules(invitedEmail: string): FormRules {
  const rule = (problem: PasswordProblem) => (value: string) => !passwordProblemKeys(value, { email: invitedEmail }).includes(problem);
  return {
    name: { validators: { required } },
    password: { validators: { required: (value) => value !== '', ...Object.fromEntries(PROBLEMS.map((problem) => [problem, rule(problem)])) } },
    repeat: { validators: { required: (value) => value !== '', repeatMismatch: (value, values) => confirmMatches(value, values.password ?? '') } },
  };
}

/** The text key of an invitation that can no longer be accepted (the server's 410 message), else null. */
function goneKey(error: unknown): string | null {
  const message = error instanceof ApiError ? error.serverError().message : '';
  const gone = Object.entries(INVITATION_GONE_MESSAGES).find(([, text]) => text === message)?.[0];
  return gone === undefined ? null : `accept.${gone}`;
}

/** The invitation's secret from the address (?token=). */
const secretFromAddress = () => queryValue(new URLSearchParams(window.location.search), 'token') ?? '';

/**
 * The invitation's acceptance page (/AllowAccess/Accept?token=, the link of the e-mail):
 * who invited whom for which children; signed out, a new person creates an account (which
 * accepts the invitation and signs in) or logs in and comes back here; signed in as the
 * invited e-mail, "Accepter" makes them a guardian of the children and goes home.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('public');
  const culture = getAppConfig().culture;
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const secret = useMemo(secretFromAddress, []);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    api
      .get<InvitationInfo>('/api/AllowAccess/Invitation', { token: secret }, { silent: true })
      .then((invitation) => current && setLoaded({ status: 'open', invitation }))
      .catch((error: unknown) => {
        if (!current) return;
        const gone = goneKey(error);
        const unknownLink = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setLoaded({ status: 'refused', text: t(gone ?? (unknownLink ? 'accept.notFound' : 'accept.failed')) });
      });
    return () => {
      current = false;
    };
  }, [secret, t]);

  const here = `${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(secret)}`;
  const loginHref = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(here)}`;

  let body;
  if (loaded.status === 'loading' || (token !== null && user === null)) body = <Loading />;
  else if (loaded.status === 'refused') body = <Notice status="error" text={loaded.text} />;
  else {
    const { invitation } = loaded;
    body = (
      <Stack gap="5">
        <Text>
          {t('accept.body', { inviter: invitation.InviterName, email: invitation.Email, children: joinNames(invitation.Children, culture) })}
        </Text>
        <Text fontSize="sm" color="fg.muted">{t('accept.expires', { date: formatDateTime(invitation.ExpiresDate, culture) })}</Text>
        {token === null ? (
          invitation.HasAccount ? (
            <Stack gap="3">
              <Text>{t('accept.hasAccount', { email: invitation.Email })}</Text>
              <Button asChild alignSelf="start">
                <a href={loginHref}>{t('accept.login')}</a>
              </Button>
            </Stack>
          ) : (
            <SignUp invitation={invitation} secret={secret} loginHref={loginHref} />
          )
        ) : (
          <AcceptAs invitation={invitation} secret={secret} here={here} email={user?.Email ?? ''} />
        )}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="accept-title" bg="bg.panel" borderRadius="lg" boxShadow="md" p={{ base: 5, md: 8 }} maxW="lg" mx="auto" w="full" data-testid="accept-invitation">
      <Heading as="h1" size="lg" id="accept-title" mb="4">
        {loaded.status === 'open' ? t('accept.title', { inviter: loaded.invitation.InviterName }) : t('accept.loading')}
      </Heading>
      {body}
    </Box>
  );
}

/** Signed out, without an account: creating one accepts the invitation and signs in. */
function SignUp({ invitation, secret, loginHref }: { invitation: InvitationInfo; secret: string; loginHref: string }) {
  const { t } = useTranslation('public');
  const culture = getAppConfig().culture;
  const rules = useMemo(() => signUpRules(invitation.Email), [invitation.Email]);
  const form = useFormValidation(rules);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ name = '', password = '' }) => {
    setFailure(null);
    try {
      const result = await api.post<LoginResponse>('/api/Account/Register', { Name: name.trim(), Password: password, Token: secret }, { silent: true });
      useSession.getState().setToken(result.AccessToken);
      resetExpiryHandling();
      // Home, loaded afresh: the modules follow the new user's roles and children.
      loadAfresh('/');
    } catch (error) {
      if (!(error instanceof ApiError)) return setFailure(t('accept.failed'));
      if (error.serverError().message === USER_ALREADY_EXISTS_MESSAGE) return setFailure(t('accept.accountExists'));
      if (error.status === 429) return setFailure(t('accept.tooManyAttempts'));
      const gone = goneKey(error);
      setFailure(gone ? t(gone) : error.describe().text[culture]);
    }
  });

  const policy = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const passwordMessages = {
    required: t('accept.passwordRequired'),
    ...Object.fromEntries(PROBLEMS.map((problem) => [problem, t(`accept.${problem}`, policy)])),
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="md" id="sign-up-title">{t('accept.createTitle')}</Heading>
      <Text>{t('accept.createIntro', { email: invitation.Email })}</Text>
      <form onSubmit={submit} noValidate aria-labelledby="sign-up-title">
        <Stack gap="4">
          {failure && <Notice status="error" text={failure} />}
          <ValidatedField form={form} name="name" label={t('accept.name')} autoComplete="name" required messages={{ required: t('accept.nameRequired') }} />
          <ValidatedField form={form} name="password" label={t('accept.password')} type="password" autoComplete="new-password" required messages={passwordMessages} />
          <ValidatedField
            form={form}
            name="repeat"
            label={t('accept.passwordRepeat')}
            type="password"
            autoComplete="new-password"
            required
            messages={{ required: t('accept.passwordRequired'), repeatMismatch: t('accept.repeatMismatch') }}
          />
          <Box>
            <SubmitButton busy={form.busy} busyText={t('accept.creating')}>{t('accept.create')}</SubmitButton>
          </Box>
        </Stack>
      </form>
      <Stack gap="2" borderTopWidth="1px" pt="4">
        <Text>{t('accept.haveAccount', { email: invitation.Email })}</Text>
        <Button asChild variant="outline" alignSelf="start">
          <a href={loginHref}>{t('accept.login')}</a>
        </Button>
      </Stack>
    </Stack>
  );
}

/** Signed in: accept as the invited e-mail, or log out to switch to that account. */
function AcceptAs({ invitation, secret, here, email }: { invitation: InvitationInfo; secret: string; here: string; email: string }) {
  const { t } = useTranslation('public');
  const culture = getAppConfig().culture;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (email.toLowerCase() !== invitation.Email.toLowerCase()) {
    const logout = async () => {
      await api.post('/api/Account/Logout', undefined, { silent: true }).catch(() => undefined);
      useSession.getState().clear();
      loadAfresh(here);
    };
    return (
      <Stack gap="3">
        <Notice status="info" text={t('accept.wrongUser', { invited: invitation.Email, email })} />
        <Button alignSelf="start" variant="outline" onClick={() => void logout()}>{t('accept.logout')}</Button>
      </Stack>
    );
  }

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.post('/api/AllowAccess/AcceptInvitation', { token: secret }, { silent: true });
      loadAfresh('/');
    } catch (error) {
      setBusy(false);
      const gone = goneKey(error);
      setFailure(gone ? t(gone) : error instanceof ApiError ? error.describe().text[culture] : t('accept.failed'));
    }
  };

  return (
    <Stack gap="3">
      <Text>{t('accept.acceptIntro', { email })}</Text>
      {failure && <Notice status="error" text={failure} />}
      <Button alignSelf="start" loading={busy} loadingText={t('accept.accepting')} disabled={busy} onClick={() => void accept()} data-testid="accept-invitation-button">
        {t('accept.accept')}
      </Button>
    </Stack>
  );
}
