import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { declinedOrder, ticket } from '../../test-support/fixtures';
import { TicketsSection } from './TicketsSection';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const ORDER = declinedOrder().ID;

describe('help-desk tickets', () => {
  it('lists them in the spec’s order with dates as D. MMM YYYY - HH:mm, without the time at midnight UTC', async () => {
    fakeApi({
      [`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`]: [
        ticket({ Text: 'Lukket sag', Status: { ID: 1, Name: 'Closed' } }),
        ticket({ Text: 'En note', Status: { ID: 3, Name: 'Note' }, LastTicketType: { ID: 4, Name: 'Simple' } }),
        ticket({ Text: 'Alvorlig sag', LastTicketType: { ID: 2, Name: 'Serious' }, Deadline: '2026-03-12T00:00:00.000Z', DeadlineStatus: 'upcoming', CreatedDate: '2026-03-09T12:05:00.000Z' }),
        ticket({ Text: 'Kritisk sag', LastTicketType: { ID: 1, Name: 'Critical' } }),
      ],
    });
    await renderInPage(<TicketsSection transactionId={ORDER} />, { application: 'support', roles: ['HelpDesk'] });
    const shown = screen.getAllByTestId('ticket');
    expect(shown.map((t) => within(t).getByTestId('ticket-text').textContent)).toEqual(['Kritisk sag', 'Alvorlig sag', 'En note', 'Lukket sag']);
    expect(within(shown[1]!).getByTestId('ticket-deadline')).toHaveTextContent('Frist: 12. mar 2026 · kommende');
    expect(within(shown[1]!).getByTestId('ticket-created')).toHaveTextContent('9. mar 2026 - 13:05 · Sofie Berg');
    expect(within(shown[0]!).getByText('Kritisk')).toBeInTheDocument();
    expect(within(shown[3]!).queryByTestId('ticket-close')).toBeNull();
  });

  it('creates a ticket with a deadline date, then asks for the list again', async () => {
    fakeApi({
      [`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`]: [],
      'POST /api/HelpDesk/Ticket': ticket({ Text: 'Ny sag' }),
    });
    await renderInPage(<TicketsSection transactionId={ORDER} />, { application: 'support', culture: 'en', roles: ['HelpDesk'] });
    expect(screen.getByText('No tickets on the transaction.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ticket-create'));
    expect(await screen.findByText('Write the ticket’s text.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ticket type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Deadline (optional)'), { target: { value: '20/03/2026' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: ' Kunden venter på svar ' } });
    fireEvent.click(screen.getByTestId('ticket-create'));
    expect(await screen.findByText('The ticket is created.')).toBeInTheDocument();
    expect(requestsTo('POST /api/HelpDesk/Ticket')[0]!.body).toEqual({
      TransactionID: ORDER, TicketTypeID: 1, StatusID: 2, Text: 'Kunden venter på svar', Deadline: '2026-03-20T00:00:00.000Z',
    });
    await waitFor(() => expect(requestsTo(`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`)).toHaveLength(2));
  });

  it('closes an open ticket', async () => {
    const open = ticket({ Text: 'Åben sag' });
    fakeApi({ [`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`]: [open], [`PUT /api/HelpDesk/Ticket/${open.ID}`]: { ...open, Status: { ID: 1, Name: 'Closed' } } });
    await renderInPage(<TicketsSection transactionId={ORDER} />, { application: 'support', roles: ['HelpDesk'] });
    fireEvent.click(screen.getByTestId('ticket-close'));
    await waitFor(() => expect(requestsTo(`PUT /api/HelpDesk/Ticket/${open.ID}`)[0]?.body).toEqual({ StatusID: 1 }));
  });

  it('edits a ticket’s type and deadline with the keyboard, and asks for the list again', async () => {
    const open = ticket({ Text: 'Åben sag', LastTicketType: { ID: 3, Name: 'Minor' }, Deadline: '2026-03-12T00:00:00.000Z', DeadlineStatus: 'upcoming' });
    fakeApi({ [`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`]: [open], [`PUT /api/HelpDesk/Ticket/${open.ID}`]: { ...open, LastTicketType: { ID: 1, Name: 'Critical' } } });
    await renderInPage(<TicketsSection transactionId={ORDER} />, { application: 'support', culture: 'en', roles: ['HelpDesk'] });
    fireEvent.click(screen.getByRole('button', { name: 'Edit the ticket' }));
    const form = screen.getByRole('form', { name: 'Edit the ticket’s type and deadline' });
    // The form opens on the type, with the ticket's own values.
    const type = within(form).getByLabelText('Ticket type');
    await waitFor(() => expect(type).toHaveFocus());
    expect(type).toHaveValue('3');
    const deadline = within(form).getByLabelText('Deadline (optional)');
    expect(deadline).toHaveValue('12/03/2026');
    fireEvent.change(type, { target: { value: '1' } });
    fireEvent.change(deadline, { target: { value: '31/02/2026' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Write the deadline as DD/MM/YYYY.')).toBeInTheDocument();
    expect(requestsTo(`PUT /api/HelpDesk/Ticket/${open.ID}`)).toHaveLength(0);
    fireEvent.change(deadline, { target: { value: '20/03/2026' } });
    fireEvent.submit(form);
    expect(await screen.findByText('The ticket is saved.')).toBeInTheDocument();
    expect(requestsTo(`PUT /api/HelpDesk/Ticket/${open.ID}`)[0]!.body).toEqual({ TicketTypeID: 1, Deadline: '2026-03-20T00:00:00.000Z' });
    await waitFor(() => expect(requestsTo(`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`)).toHaveLength(2));
    expect(screen.queryByTestId('ticket-edit-form')).toBeNull();
  });

  it('removes a deadline when its field is emptied, and Escape leaves the form without saving', async () => {
    const open = ticket({ Text: 'Åben sag', Deadline: '2026-03-12T00:00:00.000Z', DeadlineStatus: 'upcoming' });
    fakeApi({ [`GET /api/HelpDesk/Ticket/TransactionTickets/${ORDER}`]: [open], [`PUT /api/HelpDesk/Ticket/${open.ID}`]: { ...open, Deadline: null } });
    await renderInPage(<TicketsSection transactionId={ORDER} />, { application: 'support', roles: ['HelpDesk'] });
    fireEvent.click(screen.getByTestId('ticket-edit'));
    fireEvent.keyDown(screen.getByTestId('ticket-edit-deadline'), { key: 'Escape' });
    expect(screen.queryByTestId('ticket-edit-form')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('ticket-edit')).toHaveFocus());
    fireEvent.click(screen.getByTestId('ticket-edit'));
    fireEvent.change(screen.getByTestId('ticket-edit-deadline'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('ticket-edit-save'));
    await waitFor(() => expect(requestsTo(`PUT /api/HelpDesk/Ticket/${open.ID}`)[0]?.body).toEqual({ TicketTypeID: 3, Deadline: null }));
    expect(await screen.findByText('Sagen er gemt.')).toBeInTheDocument();
  });
});
