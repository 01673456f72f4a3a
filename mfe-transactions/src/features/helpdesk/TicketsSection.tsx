import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpDeskTicket } from '@kk/contracts';
import { formatTicketDate, inputDatePattern, parseInputDate, sortTickets, TicketStatus, TicketType } from '@kk/domain';
import { ApiError, getAppConfig } from '@kk/platform';
import { Badge, Box, Button, Field, HStack, Input, Loading, LoadFailed, notify, SimpleGrid, Stack, Text, useAsync } from '@kk/ui';
import { SelectField, TextAreaField } from '@kk/ui/forms';
import { helpDeskApi } from './api';

const DEADLINE_COLOUR: Readonly<Record<HelpDeskTicket['DeadlineStatus'], string>> = { none: 'gray', met: 'green', upcoming: 'blue', dueSoon: 'orange', overdue: 'red' };

function failure(error: unknown): string {
  if (error instanceof ApiError) return error.serverError().reason || error.serverError().message || error.message;
  return String(error);
}

function TicketItem({ ticket, onClose, closing }: { ticket: HelpDeskTicket; onClose: (ticket: HelpDeskTicket) => void; closing: boolean }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="ticket">
      <HStack gap="2" wrap="wrap" mb="1">
        <Badge colorPalette={ticket.Status.ID === TicketStatus.Open ? 'red' : 'gray'}>{t(`tickets.statuses.${ticket.Status.ID}`, { defaultValue: ticket.Status.Name })}</Badge>
        {ticket.Status.ID !== TicketStatus.Note && <Badge>{t(`tickets.types.${ticket.LastTicketType.ID}`, { defaultValue: ticket.LastTicketType.Name })}</Badge>}
        {ticket.Deadline && (
          <Badge colorPalette={DEADLINE_COLOUR[ticket.DeadlineStatus]} data-testid="ticket-deadline">
            {t('tickets.deadline')}: {formatTicketDate(ticket.Deadline, culture)} · {t(`tickets.deadlineStatus.${ticket.DeadlineStatus}`)}
          </Badge>
        )}
      </HStack>
      <Text whiteSpace="pre-wrap" data-testid="ticket-text">{ticket.Text}</Text>
      <HStack justify="space-between" mt="1" gap="2" wrap="wrap">
        <Text fontSize="xs" color="fg.muted" data-testid="ticket-created">
          {formatTicketDate(ticket.CreatedDate, culture)} · {ticket.Author.NotFound ? t('tickets.authorNotFound') : ticket.Author.Name}
        </Text>
        {ticket.Status.ID === TicketStatus.Open && (
          <Button size="xs" variant="outline" onClick={() => onClose(ticket)} loading={closing} disabled={closing} data-testid="ticket-close">{t('tickets.close')}</Button>
        )}
      </HStack>
    </Box>
  );
}

/**
 * A transaction's help-desk tickets (spec sections 2, 3, 4 and 9): sorted critical open
 * first down to closed, dates as 'D. MMM YYYY - HH:mm' (without the time at midnight UTC),
 * a deadline with its status; the same part creates a ticket or a note, and closes one.
 */
export function TicketsSection({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const tickets = useAsync(() => helpDeskApi.tickets(transactionId), [transactionId]);
  const [type, setType] = useState(String(TicketType.Minor));
  const [status, setStatus] = useState(String(TicketStatus.Open));
  const [text, setText] = useState('');
  const [deadline, setDeadline] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState<string | null>(null);
  const textMissing = tried && text.trim() === '';
  const deadlineDate = deadline.trim() === '' ? null : parseInputDate(deadline);
  const deadlineBad = tried && deadline.trim() !== '' && deadlineDate === null;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (text.trim() === '' || (deadline.trim() !== '' && deadlineDate === null) || busy) return;
    setBusy(true);
    try {
      // A deadline is a calendar date: midnight UTC, which the ticket dates show without a time.
      await helpDeskApi.create({
        TransactionID: transactionId,
        TicketTypeID: Number(type),
        StatusID: Number(status),
        Text: text.trim(),
        Deadline: deadlineDate ? `${deadlineDate}T00:00:00.000Z` : null,
      });
      notify.success(t('tickets.created'));
      setText('');
      setDeadline('');
      setTried(false);
      tickets.reload();
    } catch (error) {
      notify.error(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const closeTicket = async (ticket: HelpDeskTicket) => {
    setClosing(ticket.ID);
    try {
      await helpDeskApi.update(ticket.ID, { StatusID: TicketStatus.Closed });
      notify.success();
      tickets.reload();
    } catch (error) {
      notify.error(failure(error));
    } finally {
      setClosing(null);
    }
  };

  return (
    <Stack gap="4">
      {tickets.status === 'loading' && <Loading />}
      {tickets.status === 'failed' && <LoadFailed />}
      {tickets.status === 'done' &&
        (tickets.data.length === 0 ? (
          <Text>{t('tickets.none')}</Text>
        ) : (
          <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" data-testid="tickets">
            {sortTickets(tickets.data).map((ticket) => (
              <TicketItem key={ticket.ID} ticket={ticket} onClose={(x) => void closeTicket(x)} closing={closing === ticket.ID} />
            ))}
          </Stack>
        ))}
      <form onSubmit={(event) => void create(event)} noValidate data-testid="ticket-form">
        <Stack gap="3" borderTopWidth="1px" pt="3">
          <Text fontWeight="semibold">{t('tickets.new')}</Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <SelectField label={t('tickets.type')} value={type} onChange={setType} testId="ticket-type">
              {[TicketType.Critical, TicketType.Serious, TicketType.Minor, TicketType.Simple].map((id) => (
                <option key={id} value={String(id)}>{t(`tickets.types.${id}`)}</option>
              ))}
            </SelectField>
            <SelectField label={t('tickets.status')} value={status} onChange={setStatus} testId="ticket-status">
              {[TicketStatus.Open, TicketStatus.Note, TicketStatus.Closed].map((id) => (
                <option key={id} value={String(id)}>{t(`tickets.statuses.${id}`)}</option>
              ))}
            </SelectField>
            <Field.Root invalid={deadlineBad}>
              <Field.Label>{t('tickets.deadlineOptional')}</Field.Label>
              <Input value={deadline} onChange={(e) => setDeadline(e.target.value)} autoComplete="off" data-testid="ticket-deadline-input" />
              {deadlineBad ? <Field.ErrorText>{t('tickets.deadlineInvalid')}</Field.ErrorText> : <Field.HelperText>{inputDatePattern(culture)}</Field.HelperText>}
            </Field.Root>
          </SimpleGrid>
          <TextAreaField label={t('tickets.text')} value={text} onChange={setText} maxLength={4000} testId="ticket-text-input" />
          {textMissing && <Text role="alert" color="red.700" fontSize="sm">{t('tickets.textRequired')}</Text>}
          <Button type="submit" alignSelf="start" size="sm" loading={busy} disabled={busy} data-testid="ticket-create">{t('tickets.create')}</Button>
        </Stack>
      </form>
    </Stack>
  );
}
