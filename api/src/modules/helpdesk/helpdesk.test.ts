import { HelpDeskTicket, MessageSearchResponse, UnitDetail } from '@kk/contracts';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { otherTenantPartner } from '../../test-support/staff';

jest.setTimeout(60_000);

const clock = new TestClock(new Date('2026-03-10T11:00:00Z'));
const api = useApiHarness({ clock, login: ['partner', 'support', 'parent'] });
const tickets = (token: string, id: string) => api.app.inject({ method: 'GET', url: `/api/HelpDesk/Ticket/TransactionTickets/${id}`, headers: bearer(token) });

describe('help-desk tickets', () => {
  it('lists a transaction’s tickets in the spec’s order, and adds tickets and notes with the HelpDesk role', async () => {
    const { failedOrder } = api.world.transactionAdmin;
    const seeded = (await tickets(api.tokens.support, failedOrder)).json<HelpDeskTicket[]>();
    expect(seeded.map((t) => [t.Status.Name, t.LastTicketType.Name, t.DeadlineStatus])).toEqual([
      ['Open', 'Serious', 'upcoming'],
      ['Note', 'Simple', 'none'],
      ['Closed', 'Minor', 'none'],
    ]);
    const create = (body: object) => api.app.inject({ method: 'POST', url: '/api/HelpDesk/Ticket', headers: bearer(api.tokens.support), payload: { TransactionID: failedOrder, ...body } });
    const critical = await create({ TicketTypeID: 1, Text: 'Kortindløser bekræfter dobbelt træk', Deadline: '2026-03-10T18:00:00Z' });
    expect(HelpDeskTicket.parse(critical.json())).toMatchObject({ Status: { ID: 2 }, LastTicketType: { ID: 1 }, DeadlineStatus: 'dueSoon', Author: { Name: 'Sofie Berg', NotFound: false } });
    await create({ TicketTypeID: 4, StatusID: 3, Text: 'Forælder informeret' });
    const sorted = (await tickets(api.tokens.support, failedOrder)).json<HelpDeskTicket[]>();
    expect(sorted.map((t) => `${t.Status.ID}/${t.LastTicketType.ID}`)).toEqual(['2/1', '2/2', '3/4', '3/4', '1/3']);

    const closed = await api.app.inject({ method: 'PUT', url: `/api/HelpDesk/Ticket/${critical.json<{ ID: string }>().ID}`, headers: bearer(api.tokens.support), payload: { StatusID: 1 } });
    expect(closed.json()).toMatchObject({ Status: { Name: 'Closed' }, DeadlineStatus: 'met' });
  });

  it('refuses staff without HelpDesk, another tenant and the wallet site', async () => {
    const { failedOrder } = api.world.transactionAdmin;
    expect((await tickets(api.tokens.partner, failedOrder)).statusCode).toBe(403);
    expect((await tickets(api.tokens.parent, failedOrder)).statusCode).toBe(403);
    const other = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
    expect((await tickets(other, failedOrder)).statusCode).toBe(403);
    const body = { TransactionID: failedOrder, TicketTypeID: 1, Text: 'x' };
    expect((await api.app.inject({ method: 'POST', url: '/api/HelpDesk/Ticket', headers: bearer(other), payload: body })).statusCode).toBe(403);
  });
});

describe('editing a ticket’s type and deadline (PUT /api/HelpDesk/Ticket/{id})', () => {
  const put = (token: string, id: string, body: object) => api.app.inject({ method: 'PUT', url: `/api/HelpDesk/Ticket/${id}`, headers: bearer(token), payload: body });
  const editNotes = async (transactionId: string) =>
    (await api.db.query<{ author_name: string; note: string; before_state: Record<string, unknown>; after_state: Record<string, unknown> }>(
      "SELECT author_name, note, before_state, after_state FROM transaction_notes WHERE transaction_id = $1 AND action = 'EditTicket' ORDER BY created_at, id",
      [transactionId],
    )).rows;

  it('changes the type and the deadline with the HelpDesk role, audited as a note on the transaction', async () => {
    const { failedOrder } = api.world.transactionAdmin;
    const created = await api.app.inject({ method: 'POST', url: '/api/HelpDesk/Ticket', headers: bearer(api.tokens.support), payload: { TransactionID: failedOrder, TicketTypeID: 3, Text: 'Skal rettes' } });
    const id = created.json<HelpDeskTicket>().ID;
    const before = (await editNotes(failedOrder)).length;
    const edited = await put(api.tokens.support, id, { TicketTypeID: 1, Deadline: '2026-03-11T00:00:00.000Z' });
    expect(edited.statusCode).toBe(200);
    expect(HelpDeskTicket.parse(edited.json())).toMatchObject({ LastTicketType: { ID: 1, Name: 'Critical' }, Deadline: '2026-03-11T00:00:00.000Z', DeadlineStatus: 'dueSoon', Status: { ID: 2 } });
    const notes = await editNotes(failedOrder);
    expect(notes).toHaveLength(before + 1);
    expect(notes.find((note) => note.after_state.TicketID === id)).toMatchObject({
      author_name: 'Sofie Berg',
      before_state: { TicketID: id, Type: 'Minor', Deadline: null, Status: 'Open' },
      after_state: { TicketID: id, Type: 'Critical', Deadline: '2026-03-11T00:00:00.000Z', Status: 'Open' },
    });
    // The deadline removed again; a change that changes nothing writes no note.
    expect((await put(api.tokens.support, id, { Deadline: null })).json()).toMatchObject({ Deadline: null, DeadlineStatus: 'none' });
    expect((await put(api.tokens.support, id, { TicketTypeID: 1 })).statusCode).toBe(200);
    expect(await editNotes(failedOrder)).toHaveLength(before + 2);
    const tickets = (await api.app.inject({ method: 'GET', url: `/api/HelpDesk/Ticket/TransactionTickets/${failedOrder}`, headers: bearer(api.tokens.support) })).json<HelpDeskTicket[]>();
    expect(tickets[0]).toMatchObject({ ID: id, LastTicketType: { ID: 1 } });
  });

  it('is refused without HelpDesk, to another tenant and on the wallet site, and nothing changes', async () => {
    const { failedOrder } = api.world.transactionAdmin;
    const seeded = (await tickets(api.tokens.support, failedOrder)).json<HelpDeskTicket[]>().find((t) => t.Status.ID === 2) as HelpDeskTicket;
    const before = (await editNotes(failedOrder)).length;
    const other = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
    for (const token of [api.tokens.partner, api.tokens.parent, other]) {
      expect((await put(token, seeded.ID, { TicketTypeID: 4, Deadline: null })).statusCode).toBe(403);
    }
    expect((await put(api.tokens.support, seeded.ID, { TicketTypeID: 9 })).statusCode).toBe(400);
    const after = (await tickets(api.tokens.support, failedOrder)).json<HelpDeskTicket[]>().find((t) => t.ID === seeded.ID);
    expect(after).toMatchObject({ LastTicketType: seeded.LastTicketType, Deadline: seeded.Deadline });
    expect(await editNotes(failedOrder)).toHaveLength(before);
  });
});

describe('units and messages', () => {
  it('shows a canteen terminal to the support tool and to the partner of its customer only', async () => {
    const id = api.world.moneyCore.terminal;
    const info = await api.app.inject({ method: 'GET', url: `/api/Units/DetailInfo?id=${id}`, headers: bearer(api.tokens.support) });
    expect(UnitDetail.parse(info.json())).toMatchObject({ Name: 'Kantineterminal 1', Customer: { Name: 'Solbakke Skole' }, SalesToday: 1, SumToday: 40 });
    expect(info.json<UnitDetail>().LatestTransactions[0]).toMatchObject({ Description: 'Kantinekøb', Wallet: { Name: 'Noah Hansen' } });
    expect((await api.app.inject({ method: 'GET', url: `/api/Units/?id=${id}&isDevice=true`, headers: bearer(api.tokens.partner) })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/api/Units/DetailInfo?id=${id}`, headers: bearer(api.tokens.partner) })).statusCode).toBe(403);
    const other = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
    expect((await api.app.inject({ method: 'GET', url: `/api/Units/?id=${id}&isDevice=true`, headers: bearer(other) })).statusCode).toBe(403);
  });

  it('finds the messages sent to a mobile number within 10 days of a transaction', async () => {
    const search = (token: string, Search: object[]) => api.app.inject({ method: 'POST', url: '/api/Messages/Search', headers: bearer(token), payload: { StartIndex: 0, Count: 20, Search } });
    const around = [
      { Name: 'MobileNumber', Value: '4521876510', SearchType: 0 },
      { Name: 'From', Value: '2026-02-28T11:00:00.000Z', SearchType: 0 },
      { Name: 'To', Value: '2026-03-20T11:00:00.000Z', SearchType: 0 },
    ];
    const found = MessageSearchResponse.parse((await search(api.tokens.support, around)).json());
    expect(found.Items.map((m) => m.Kind)).toEqual(['receipt', 'failed_refill']);
    expect(found.Items.every((m) => m.MobileNumber === '4521876510')).toBe(true);
    expect(MessageSearchResponse.parse((await search(api.tokens.partner, around)).json()).TotalCount).toBe(2);
    const other = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
    expect(MessageSearchResponse.parse((await search(other, around)).json()).TotalCount).toBe(0);
    expect((await search(api.tokens.parent, around)).statusCode).toBe(403);
    expect(MessageSearchResponse.parse((await search(api.tokens.support, [{ Name: 'MobileNumber', Value: '12', SearchType: 0 }])).json()).Error).toMatch(/MobileNumber/);
  });
});
