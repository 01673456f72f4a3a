import { useCallback, useEffect, useState } from 'react';
import type { DevMailMessage } from '@kk/contracts';
import { DEV_MAIL_PATH, formatDateTime, LOGIN_PATH } from '@kk/domain';
import { api, ApiError, getAppConfig, useSession, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Heading, HStack, Link, Loading, Stack, Text } from '@kk/ui';
import { Notice } from './Notice';

type State =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'off' }
  | { status: 'refused' }
  | { status: 'failed' }
  | { status: 'done'; messages: DevMailMessage[] };

/** What the API's answer means for the page: 404 off (SMTP, production, DEV_MAIL_PAGE=off), 403 not a developer. */
function failedState(error: unknown): State {
  if (!(error instanceof ApiError)) return { status: 'failed' };
  if (error.status === 404) return { status: 'off' };
  if (error.status === 403) return { status: 'refused' };
  // A 401 has already ended the session (the api client): the page asks to sign in again.
  if (error.status === 401) return { status: 'signedOut' };
  return { status: 'failed' };
}

/** A message's text in pieces: plain text, and the http(s) addresses in it as links. */
export function linkParts(text: string): { text: string; href?: string }[] {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .filter((part) => part !== '')
    .map((part) => (/^https?:\/\//.test(part) ? { text: part, href: part } : { text: part }));
}

function MessageText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
      {linkParts(text).map((part, index) =>
        part.href === undefined ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Link key={index} href={part.href} color="colorPalette.fg" textDecoration="underline">
            {part.text}
          </Link>
        ),
      )}
    </Text>
  );
}

/**
 * The development mail page (/DevMail): the e-mails the database mail transport kept and
 * the texts the SMS sandbox kept (marked SMS), newest first, their links clickable, for a signed-in developer (role Developer), so an
 * invitation can be followed without a mail server; an invitation's link shows only to
 * its addressee (the API puts a note in its place for everyone else). The shell opens the
 * page signed in or not; the API call carries the session's token like any other.
 * Signed out it offers the login and comes back here; it says so when the user is not a
 * developer (403) and when the page is off (404: SMTP, production, DEV_MAIL_PAGE=off).
 */
export function DevMailPage() {
  const { t } = useTranslation('public');
  const culture = getAppConfig().culture;
  const token = useSession((s) => s.token);
  const [state, setState] = useState<State>(token === null ? { status: 'signedOut' } : { status: 'loading' });

  const load = useCallback(async () => {
    if (useSession.getState().token === null) return setState({ status: 'signedOut' });
    setState({ status: 'loading' });
    try {
      setState({ status: 'done', messages: await api.get<DevMailMessage[]>('/api/DevMail/Messages', undefined, { silent: true }) });
    } catch (error) {
      setState(failedState(error));
    }
  }, []);

  // Again whenever the session comes or goes.
  useEffect(() => {
    void load();
  }, [load, token]);

  const loginHref = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(DEV_MAIL_PATH)}`;

  return (
    <Stack as="section" gap="5" aria-labelledby="dev-mail-title" data-testid="dev-mail">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="lg" id="dev-mail-title">{t('devMail.title')}</Heading>
        {state.status !== 'signedOut' && (
          <Button variant="outline" size="sm" onClick={() => void load()}>{t('devMail.refresh')}</Button>
        )}
      </HStack>
      <Text>{t('devMail.intro')}</Text>
      {state.status === 'loading' && <Loading />}
      {state.status === 'signedOut' && (
        <Stack gap="3" align="start">
          <Notice status="info" text={t('devMail.signIn')} />
          <Button asChild>
            <a href={loginHref}>{t('devMail.login')}</a>
          </Button>
        </Stack>
      )}
      {state.status === 'refused' && <Notice status="warning" text={t('devMail.refused')} />}
      {state.status === 'off' && <Notice status="info" text={t('devMail.off')} />}
      {state.status === 'failed' && <Notice status="error" text={t('devMail.failed')} />}
      {state.status === 'done' && state.messages.length === 0 && <Text>{t('devMail.empty')}</Text>}
      {state.status === 'done' && state.messages.length > 0 && (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('devMail.list')}>
          {state.messages.map((message) => (
            <Box as="li" key={message.ID} bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4" data-testid="dev-mail-message">
              <Heading as="h2" size="md" mb="1">
                {message.Channel === 'sms' && (
                  <Badge colorPalette="purple" me="2" data-testid="dev-mail-sms">{t('devMail.sms')}</Badge>
                )}
                {message.Subject}
              </Heading>
              <Text fontSize="sm" color="fg.muted">{t(message.Channel === 'sms' ? 'devMail.smsTo' : 'devMail.to', { to: message.To })} · {t('devMail.sent', { date: formatDateTime(message.CreatedDate, culture) })}</Text>
              <Box mt="3">
                <MessageText text={message.Text} />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
