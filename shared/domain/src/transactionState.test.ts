import { movedNoMoney, transactionReasonText, transactionState } from './transactionState';

const status = (ID: number) => ({ ID, IsFailed: ID === 3 || ID === 4 || ID === 5, IsCompleted: ID === 2, IsPending: ID === 1 });

describe('transactionState', () => {
  it('reads an order that moved no money by its own status', () => {
    expect(transactionState({ Status: status(1) })).toBe('pending');
    expect(transactionState({ Status: status(2) })).toBe('completed');
    expect(transactionState({ Status: status(3), ErrorMessage: 'NoFund' })).toBe('failed');
    expect(transactionState({ Status: status(4), ErrorMessage: 'Cancelled' })).toBe('cancelled');
    expect(transactionState({ Status: status(5) })).toBe('expired');
  });

  it('reads a failed status with the message Cancelled or Expired as that, not as a failure', () => {
    expect(transactionState({ Status: status(3), ErrorMessage: 'Cancelled' })).toBe('cancelled');
    expect(transactionState({ Status: status(3), ErrorMessage: 'Expired' })).toBe('expired');
  });

  it("reads the purchase of an order cancelled afterwards as cancelled, though its money moved", () => {
    expect(transactionState({ Status: status(2), OrderStatus: status(4), ErrorMessage: 'Cancelled' })).toBe('cancelled');
    expect(transactionState({ Status: status(2), OrderStatus: status(2) })).toBe('completed');
    // A top-up settles no order; an order still reserved does not make its movement pending.
    expect(transactionState({ Status: status(2), OrderStatus: null })).toBe('completed');
    expect(transactionState({ Status: status(2), OrderStatus: status(1) })).toBe('completed');
    // The card's payment into the wallet for that order happened, and stays so.
    expect(transactionState({ Status: status(2), OrderStatus: status(4), Amount: 500, ErrorMessage: 'Cancelled' })).toBe('completed');
    expect(transactionState({ Status: status(2), OrderStatus: status(4), Amount: -500, ErrorMessage: 'Cancelled' })).toBe('cancelled');
  });
});

describe('movedNoMoney', () => {
  it('strikes through only what never moved money', () => {
    expect(movedNoMoney({ Status: status(4), BalanceAfter: null })).toBe(true);
    expect(movedNoMoney({ Status: status(3), BalanceAfter: null })).toBe(true);
    expect(movedNoMoney({ Status: status(1), BalanceAfter: null })).toBe(false);
    // The cancelled order's purchase took the money (and its refund brought it back): not struck.
    expect(movedNoMoney({ Status: status(2), OrderStatus: status(4), BalanceAfter: 127.5 })).toBe(false);
  });
});

describe('transactionReasonText', () => {
  it('says why in words, never the code', () => {
    expect(transactionReasonText({ Status: status(3), ErrorMessage: 'NoFund' }, 'da')).toBe('Der er ikke penge nok på kortet.');
    expect(transactionReasonText({ Status: status(3), ErrorMessage: 'Denied' }, 'en')).toBe('The payment was declined. The customer has been notified.');
    expect(transactionReasonText({ Status: status(3), ErrorMessage: 'ExpiredProductsInBasket' }, 'da')).toMatch(/fristen er overskredet/);
  });

  it('adds nothing when the state says it already, or the money moved', () => {
    expect(transactionReasonText({ Status: status(4), ErrorMessage: 'Cancelled' }, 'da')).toBeNull();
    expect(transactionReasonText({ Status: status(2), OrderStatus: status(4), ErrorMessage: 'Cancelled' }, 'da')).toBeNull();
    expect(transactionReasonText({ Status: status(5), ErrorMessage: 'Expired' }, 'en')).toBeNull();
    expect(transactionReasonText({ Status: status(2), ErrorMessage: null }, 'da')).toBeNull();
  });

  it('shows a message the catalogue does not know as written', () => {
    expect(transactionReasonText({ Status: status(3), ErrorMessage: 'The wallet is closed' }, 'da')).toBe('The wallet is closed');
  });
});
