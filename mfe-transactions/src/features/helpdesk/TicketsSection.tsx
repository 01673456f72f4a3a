import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { HelpDeskTicket } from '@kk/contracts';
import { formatInputDate, formatTicketDate, inputDatePattern, parseInputDate, sortTickets, TicketStatus, TicketType } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Field, HStack, Input, Loading, LoadFailed, notify, SimpleGrid, Stack, Text, useAsync } from '@kk/ui';
import { SelectField, TextAreaField, useBusyCall } from '@kk/ui/forms';
import { helpDeskApi } from './api';

const DEADLINE_COLOUR: Readonly<Record<HelpDeskTicket['DeadlineStatus'], string>> = { none: 'gray', met: 'green', upcoming: 'blue', dueSoon: 'orange', overdue: 'red' };

function failure(error: unknown): string {
  if (error instanceof ApiError) return error.serverError().reason || error.serverError().message || error.message;
  return String(error);
}

/** The ticket's deadline as the date field shows it (deadlines are calendar dates: midnight UTC). */
function deadlineInput(deadline: string | null, culture: 'da' | 'en'): string {
  return deadline ? formatInputDate(deadline.slice(0, 10), culture) : '';
}

/**
 * Changes a ticket's type and deadline (PUT /api/HelpDesk/Ticket/{id}; the server checks the
 * role and audits the change). The type field takes the focus when the form opens; Enter
 * saves, Escape cancels and gives the focus back to the ticket's edit button.
 */
export function TicketEditForm({ ticket, onSaved, onCancel }: { ticket: HelpDeskTicket; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const [type, setType] = useState(String(ticket.LastTicketType.ID));
  const [deadline, setDeadline] = useState(deadlineInput(ticket.Deadline, culture));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const deadlineDate = deadline.trim() === '' ? null : parseInputDate(deadline);
  const deadlineBad = tried && deadline.trim() !== '' && deadlineDate === null;

  useEffect(() => {
    formRef.current?.querySelector('select')?.focus();
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ((deadline.trim() !== '' && deadlineDate === null) || busy) return;
    setBusy(true);
    try {
      await helpDeskApi.update(ticket.ID, { TicketTypeID: Number(type), Deadline: deadlineDate ? `${deadlineDate}T00:00:00.000Z` : null });
      notify.success(t('tickets.saved'));
      onSaved();
    } catch (error) {
      notify.error(failure(error));
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void save(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      noValidate
      aria-label={t('tickets.editTitle')}
      data-testid="ticket-edit-form"
    >
      <Stack gap="3" mt="2" borderTopWidth="1px" pt="2">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField label={t('tickets.type')} value={type} onChange={setType} testId="ticket-edit-type">
            {[TicketType.Critical, TicketType.Serious, TicketType.Minor, TicketType.Simple].map((id) => (
              <option key={id} value={String(id)}>{t(`tickets.types.${id}`)}</option>
            ))}
          </SelectField>
          <Field.Root invalid={deadlineBad}>
            <Field.Label>{t('tickets.deadlineOptional')}</Field.Label>
            <Input value={deadline} onChange={(e) => setDeadline(e.target.value)} autoComplete="off" data-testid="ticket-edit-deadline" />
            {deadlineBad ? <Field.ErrorText>{t('tickets.deadlineInvalid')}</Field.ErrorText> : <Field.HelperText>{t('tickets.deadlineClear', { pattern: inputDatePattern(culture) })}</Field.HelperText>}
          </Field.Root>
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" size="xs" loading={busy} disabled={busy} data-testid="ticket-edit-save">{t('tickets.save')}</Button>
          <Button type="button" size="xs" variant="outline" onClick={onCancel} disabled={busy} data-testid="ticket-edit-cancel">{t('tickets.cancel')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}

function TicketItem({ ticket, onClose, closing, onSaved }: { ticket: HelpDeskTicket; onClose: (ticket: HelpDeskTicket) => void; closing: boolean; onSaved: () => void }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back where the user was: the button that opened the form.
    setTimeout(() => editButton.current?.focus(), 0);
  };
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
        <HStack gap="2">
          {ticket.Status.ID !== TicketStatus.Closed && !editing && (
            <Button ref={editButton} size="xs" variant="outline" onClick={() => setEditing(true)} aria-expanded={editing} data-testid="ticket-edit">{t('tickets.edit')}</Button>
          )}
          {ticket.Status.ID === TicketStatus.Open && (
            <Button size="xs" variant="outline" onClick={() => onClose(ticket)} loading={closing} disabled={closing} data-testid="ticket-close">{t('tickets.close')}</Button>
          )}
        </HStack>
      </HStack>
      {editing && (
        <TicketEditForm
          ticket={ticket}
          onCancel={stopEditing}
          onSaved={() => {
            stopEditing();
            onSaved();
          }}
        />
      )}
    </Box>
  );
}

/**
 * A transaction's help-desk tickets (spec sections 2, 3, 4 and 9): sorted critical open
 * first down to closed, dates as 'D. MMM YYYY - HH:mm' (without the time at midnight UTC),
 * a deadline with its status; the same part creates a ticket or a note, changes a ticket's
 * type and deadline, and closes one.
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
  const { busy, run } = useBusyCall(failure);
  const [closing, setClosing] = useState<string | null>(null);
  const textMissing = tried && text.trim() === '';
  const deadlineDate = deadline.trim() === '' ? null : parseInputDate(deadline);
  const deadlineBad = tried && deadline.trim() !== '' && deadlineDate === null;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (text.trim() === '' || (deadline.trim() !== '' && deadlineDate === null) || busy) return;
    await run(async () => {
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
    });
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
              <TicketItem key={ticket.ID} ticket={ticket} onClose={(x) => void closeTicket(x)} closing={closing === ticket.ID} onSaved={tickets.reload} />
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
          <TextAreaField label={t('tickets.text')} value={text} onChange={setText} maxLength={4000} error={textMissing ? t('tickets.textRequired') : undefined} testId="ticket-text-input" />
          <Button type="submit" alignSelf="start" size="sm" loading={busy} disabled={busy} data-testid="ticket-create">{t('tickets.create')}</Button>
        </Stack>
      </form>
    </Stack>
  );
}
