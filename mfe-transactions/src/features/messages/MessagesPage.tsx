import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@kk/domain';
import { getAppConfig, navigate, queryValue, useTranslation } from '@kk/platform';
import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, Loading, LoadFailed, Stack, Text, useAsync, useLocation } from '@kk/ui';
import { messagesApi } from './api';

const validInstant = (value: string | null) => (value && !Number.isNaN(new Date(value).getTime()) ? value : null);

/**
 * /Messages/All (spec section 2): the texts and e-mails the platform sent, filtered on the
 * mobile number and the window the transaction dialog gives (10 days either side of the
 * transaction); without a window the server's default (the last 10 days).
 */
export function MessagesPage() {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const { query } = useLocation();
  const mobileNumber = queryValue(query, 'MobileNumber');
  const from = validInstant(queryValue(query, 'From'));
  const to = validInstant(queryValue(query, 'To'));
  const [typed, setTyped] = useState(mobileNumber ?? '');
  const messages = useAsync(() => messagesApi.search({ mobileNumber, from, to }), [mobileNumber, from, to]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (typed.trim()) params.set('MobileNumber', typed.replace(/[\s+]/g, ''));
    const search = params.toString();
    navigate(`/Messages/All${search ? `?${search}` : ''}`);
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('messages.title')}</Heading>
      <form onSubmit={onSubmit} noValidate>
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t('messages.mobileNumber')}</Field.Label>
            <Input value={typed} onChange={(e) => setTyped(e.target.value)} inputMode="tel" autoComplete="off" />
          </Field.Root>
          <Button type="submit">{t('messages.show')}</Button>
        </HStack>
      </form>
      <Text data-testid="messages-filter" color="fg.muted">
        {from && to
          ? t('messages.window', { from: formatDateTime(from, culture), to: formatDateTime(to, culture) })
          : t('messages.defaultWindow')}
      </Text>
      {messages.status === 'loading' && <Loading />}
      {messages.status === 'failed' && <LoadFailed />}
      {messages.status === 'done' && messages.data.Error && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{messages.data.Error}</Alert.Title>
        </Alert.Root>
      )}
      {messages.status === 'done' && !messages.data.Error &&
        (messages.data.Items.length === 0 ? (
          <Text data-testid="messages-empty">{t('messages.none')}</Text>
        ) : (
          <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" data-testid="messages">
            {messages.data.Items.map((message) => (
              <Box as="li" key={message.ID} borderWidth="1px" borderRadius="md" p="3" data-testid="message">
                <HStack gap="2" wrap="wrap" mb="1">
                  <Badge>{t(`messages.channels.${message.Channel}`)}</Badge>
                  <Badge colorPalette="gray">{t(`messages.kinds.${message.Kind}`)}</Badge>
                  <Text fontSize="sm" color="fg.muted">{formatDateTime(message.CreatedDate, culture)}</Text>
                </HStack>
                <Text fontWeight="semibold">{message.Subject}</Text>
                <Text whiteSpace="pre-wrap">{message.Body}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {[message.MobileNumber ?? message.Email, message.Wallet?.Name, message.Customer?.Name].filter(Boolean).join(' · ')}
                </Text>
              </Box>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
