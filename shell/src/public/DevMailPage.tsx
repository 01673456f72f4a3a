import { useCallback, useEffect, useState } from 'react';
import type { DevMailMessage } from '@kk/contracts';
import { formatDateTime } from '@kk/domain';
import { api, ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Box, Button, Heading, HStack, Link, Loading, Stack, Text } from '@kk/ui';

type State = { status: 'loading' } | { status: 'off' } | { status: 'failed' } | { status: 'done'; messages: DevMailMessage[] };

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
 * The development mail page (/DevMail): the e-mails the database mail transport kept,
 * newest first, their links clickable, so a new user can follow an invitation without a
 * mail server. The API answers 404 when e-mail goes through SMTP; the page says so.
 */
export function DevMailPage() {
  const { t } = useTranslation('public');
  const culture = getAppConfig().culture;
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'done', messages: await api.get<DevMailMessage[]>('/api/DevMail/Messages', undefined, { silent: true }) });
    } catch (error) {
      setState({ status: error instanceof ApiError && error.status === 404 ? 'off' : 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack as="section" gap="5" aria-labelledby="dev-mail-title" data-testid="dev-mail">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="lg" id="dev-mail-title">{t('devMail.title')}</Heading>
        <Button variant="outline" size="sm" onClick={() => void load()}>{t('devMail.refresh')}</Button>
      </HStack>
      <Text>{t('devMail.intro')}</Text>
      {state.status === 'loading' && <Loading />}
      {(state.status === 'off' || state.status === 'failed') && (
        <Alert.Root status={state.status === 'off' ? 'info' : 'error'} role={state.status === 'off' ? 'status' : 'alert'}>
          <Alert.Indicator />
          <Alert.Title>{t(state.status === 'off' ? 'devMail.off' : 'devMail.failed')}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'done' && state.messages.length === 0 && <Text>{t('devMail.empty')}</Text>}
      {state.status === 'done' && state.messages.length > 0 && (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('devMail.list')}>
          {state.messages.map((message) => (
            <Box as="li" key={message.ID} bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4" data-testid="dev-mail-message">
              <Heading as="h2" size="md" mb="1">{message.Subject}</Heading>
              <Text fontSize="sm" color="fg.muted">{t('devMail.to', { to: message.To })} · {t('devMail.sent', { date: formatDateTime(message.CreatedDate, culture) })}</Text>
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
