import {
  adminActionRefusal,
  adminActionSucceeded,
  deadlineStatus,
  defaultSearchWindow,
  messageWindow,
  possibleStatusChanges,
  sortTickets,
  staffSearchRequest,
  staffDetailParts,
  statusClass,
  ticketSortOrder,
  type AdminTransactionState,
} from './transactionAdmin';

const order = (statusId: number, more: Partial<AdminTransactionState> = {}): AdminTransactionState => ({
  statusId,
  kind: 'order',
  movedMoney: statusId === 2,
  holdsMoney: statusId === 1,
  awaitingCard: false,
  hasOrderModel: true,
  ...more,
});

describe('status classes', () => {
  it('counts cancelled and expired as failed and reserved as pending', () => {
    expect([1, 2, 3, 4, 5].map(statusClass)).toEqual(['pending', 'completed', 'failed', 'failed', 'failed']);
  });
});

describe('admin action rules', () => {
  it('completes manually only a pending order not waiting for its card', () => {
    expect(adminActionRefusal('ManualComplete', order(1))).toBeNull();
    expect(adminActionRefusal('ManualComplete', order(2))).toMatch(/Only a pending transaction .* Completed/);
    expect(adminActionRefusal('ManualComplete', order(1, { awaitingCard: true }))).toMatch(/credit card/);
    expect(adminActionRefusal('ManualComplete', order(1, { kind: 'terminal' }))).toMatch(/Only an order/);
  });

  it('retries only a failed or expired order that moved no money', () => {
    expect(adminActionRefusal('Retry', order(3))).toBeNull();
    expect(adminActionRefusal('Retry', order(5))).toBeNull();
    expect(adminActionRefusal('Retry', order(4))).toMatch(/Cancelled/);
    expect(adminActionRefusal('Retry', order(2))).toMatch(/Completed/);
    expect(adminActionRefusal('Retry', order(3, { movedMoney: true }))).toMatch(/already moved/);
  });

  it('cancels pending and completed purchases only', () => {
    expect(adminActionRefusal('Cancel', order(1))).toBeNull();
    expect(adminActionRefusal('Cancel', order(2))).toBeNull();
    expect(adminActionRefusal('Cancel', order(2, { kind: 'terminal' }))).toBeNull();
    expect(adminActionRefusal('Cancel', order(4))).toMatch(/Cancelled/);
    expect(adminActionRefusal('Cancel', order(2, { kind: 'refund' }))).toMatch(/purchase/);
  });

  it('duplicates a settled order with its model, never a pending one', () => {
    expect(adminActionRefusal('Duplicate', order(3))).toBeNull();
    expect(adminActionRefusal('Duplicate', order(2))).toBeNull();
    expect(adminActionRefusal('Duplicate', order(1))).toMatch(/pending/);
    expect(adminActionRefusal('Duplicate', order(3, { hasOrderModel: false }))).toMatch(/CreateTransactionModel/);
  });

  it('changes status only among the failed statuses, without money', () => {
    expect(possibleStatusChanges(order(3))).toEqual([4, 5]);
    expect(possibleStatusChanges(order(5))).toEqual([3, 4]);
    expect(possibleStatusChanges(order(2))).toEqual([]);
    expect(possibleStatusChanges(order(1))).toEqual([]);
    expect(adminActionRefusal('ChangeStatus', order(2))).toMatch(/cannot be changed/);
  });

  it('refunds completed purchases', () => {
    expect(adminActionRefusal('Refund', order(2))).toBeNull();
    expect(adminActionRefusal('Refund', order(3))).toMatch(/completed purchase/);
  });

  it('judges the result as spec section 4 says', () => {
    expect(adminActionSucceeded('Cancel', { IsFailed: true, IsCompleted: false })).toBe(true);
    expect(adminActionSucceeded('Retry', { IsFailed: true, IsCompleted: false })).toBe(false);
    expect(adminActionSucceeded('ManualComplete', { IsFailed: false, IsCompleted: true })).toBe(true);
  });
});

describe('the staff search', () => {
  it('starts today on the partner site and one month back in the support tool', () => {
    expect(defaultSearchWindow('partner', '2026-03-10')).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(defaultSearchWindow('support', '2026-03-10')).toEqual({ startDate: '2026-02-10', endDate: '2026-03-10' });
    expect(defaultSearchWindow('support', '2026-03-31')).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
    expect(defaultSearchWindow('support', '2026-01-15')).toEqual({ startDate: '2025-12-15', endDate: '2026-01-15' });
  });

  it('builds the request with empty values skipped, status as type 1 and lists as type 5', () => {
    expect(staffSearchRequest({ mobileNumber: '', text: 'sandwich', status: ['Failed'], amount: 12.5, walletId: null }, 0, 40)).toEqual({
      StartIndex: 0,
      Count: 40,
      Search: [
        { Name: 'Status', Value: '"Failed"', SearchType: 5 },
        { Name: 'Amount', Value: '12.5', SearchType: 0 },
        { Name: 'Text', Value: 'sandwich', SearchType: 0 },
      ],
    });
  });

  it('sends the amount range, the transaction, the terminal and the types when given', () => {
    expect(staffSearchRequest({ minAmount: 10, maxAmount: 50, transactionId: ' ', deviceId: 'T-1', types: ['Order', 'Refund'] }, 20, 30).Search).toEqual([
      { Name: 'MinAmount', Value: '10', SearchType: 0 },
      { Name: 'MaxAmount', Value: '50', SearchType: 0 },
      { Name: 'DeviceID', Value: 'T-1', SearchType: 0 },
      { Name: 'Type', Value: '"Order","Refund"', SearchType: 5 },
    ]);
  });

  it('opens the messages 10 days either side of the transaction', () => {
    expect(messageWindow('2026-03-10T09:00:00.000Z')).toEqual({ from: '2026-02-28T09:00:00.000Z', to: '2026-03-20T09:00:00.000Z' });
  });
});

describe('what staff see (spec section 6)', () => {
  it('gives the support tool everything but the help desk, which needs its role', () => {
    expect(staffDetailParts('support', [])).toEqual({ stackTrace: true, customInformation: true, walletDetails: true, refund: true, admin: true, helpDesk: false });
    expect(staffDetailParts('support', ['HelpDesk']).helpDesk).toBe(true);
  });

  it('gives the partner site each part by its role, and never the stack trace or the admin actions', () => {
    expect(staffDetailParts('partner', [])).toEqual({ stackTrace: false, customInformation: false, walletDetails: false, refund: false, admin: false, helpDesk: false });
    expect(staffDetailParts('partner', ['CustomerSupport', 'ViewDetailTransactionInfo', 'TransactionRefund', 'HelpDesk'])).toEqual({
      stackTrace: false, customInformation: true, walletDetails: true, refund: true, admin: false, helpDesk: true,
    });
  });
});

describe('help-desk tickets', () => {
  const ticket = (status: number, type: number, created: string, deadline: string | null = null) => ({
    Status: { ID: status },
    LastTicketType: { ID: type },
    Deadline: deadline,
    CreatedDate: created,
  });

  it('ranks open tickets by type, then notes, then closed, then anything else', () => {
    expect(ticketSortOrder(ticket(2, 1, ''))).toBe(1);
    expect(ticketSortOrder(ticket(2, 4, ''))).toBe(4);
    expect(ticketSortOrder(ticket(3, 1, ''))).toBe(5);
    expect(ticketSortOrder(ticket(1, 1, ''))).toBe(6);
    expect(ticketSortOrder(ticket(7, 1, ''))).toBe(99);
    expect(ticketSortOrder(ticket(2, 9, ''))).toBe(99);
  });

  it('sorts by rank, then the nearest deadline, then the newest', () => {
    const closed = ticket(1, 1, '2026-03-01T00:00:00Z');
    const note = ticket(3, 4, '2026-03-02T00:00:00Z');
    const minor = ticket(2, 3, '2026-03-03T00:00:00Z');
    const criticalLate = ticket(2, 1, '2026-03-04T00:00:00Z', '2026-03-20T00:00:00Z');
    const criticalSoon = ticket(2, 1, '2026-03-01T00:00:00Z', '2026-03-11T00:00:00Z');
    const criticalNone = ticket(2, 1, '2026-03-05T00:00:00Z');
    const criticalNoneOlder = ticket(2, 1, '2026-03-02T00:00:00Z');
    expect(sortTickets([closed, note, minor, criticalNoneOlder, criticalLate, criticalNone, criticalSoon])).toEqual([
      criticalSoon,
      criticalLate,
      criticalNone,
      criticalNoneOlder,
      minor,
      note,
      closed,
    ]);
  });

  it('gives the deadline a status', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(deadlineStatus({ Status: { ID: 2 }, Deadline: null }, now)).toBe('none');
    expect(deadlineStatus({ Status: { ID: 2 }, Deadline: '2026-03-10T11:00:00Z' }, now)).toBe('overdue');
    expect(deadlineStatus({ Status: { ID: 2 }, Deadline: '2026-03-11T00:00:00Z' }, now)).toBe('dueSoon');
    expect(deadlineStatus({ Status: { ID: 2 }, Deadline: '2026-03-15T00:00:00Z' }, now)).toBe('upcoming');
    expect(deadlineStatus({ Status: { ID: 1 }, Deadline: '2026-03-01T00:00:00Z' }, now)).toBe('met');
  });
});
