import { PRINT_CLOSE_DELAY_MS, PRINT_DELAY_MS, printPageCss, printTiming } from './print';
import { RECEIPT_TEMPLATE, receiptFromTransaction, receiptFromWallet, receiptPrintData } from './receipt';

describe('print window rules', () => {
  it('prints portrait with a 1.5 cm left margin by default', () => {
    expect(printPageCss({})).toBe('@page { size: A4 portrait; margin: 1cm 1cm 1cm 1.5cm; }');
  });

  it('turns landscape and drops every margin on request', () => {
    expect(printPageCss({ landscape: true, noMargin: true })).toBe('@page { size: A4 landscape; margin: 0; }');
  });

  it('prints after 500 ms and closes 100 ms later unless told otherwise', () => {
    expect(PRINT_DELAY_MS).toBe(500);
    expect(PRINT_CLOSE_DELAY_MS).toBe(100);
    expect(printTiming({})).toEqual({ printAfterMs: 500, closeAfterMs: 100 });
    expect(printTiming({ options: { autoClose: false } })).toEqual({ printAfterMs: 500, closeAfterMs: null });
    expect(printTiming({ options: { autoPrint: false } })).toEqual({ printAfterMs: null, closeAfterMs: null });
  });
});

describe('receipts', () => {
  it('turns a transaction into a receipt with an exact total in øre', () => {
    const model = receiptFromTransaction({
      ID: 't-1',
      Description: 'Webshop køb',
      CreatedDate: '2025-03-01T10:00:00Z',
      Wallet: { ID: 'w-1', Name: 'Emma Jensen' },
      Customer: { ID: 'c-1', Name: 'Solbakke Skole' },
      Products: [{ Name: 'Sandwich', Quantity: 3, Price: 0.1 }, { Name: 'Juice', Quantity: 1, Price: 12.5 }],
    });
    expect(model.totalOre).toBe(1280);
    expect(model.products[0]).toEqual({ name: 'Sandwich', quantity: 3, unitPriceOre: 10 });
    expect(receiptPrintData(model, 'Kvittering')).toEqual({ template: RECEIPT_TEMPLATE, title: 'Kvittering', model });
  });

  it('turns a wallet into a balance receipt', () => {
    const model = receiptFromWallet(
      { WalletID: 'w-1', Name: 'Emma Jensen', Balance: 250, Customer: { ID: 'c', Name: 'Solbakke Skole', PageKey: 'skolepenge' }, WalletGroupID: null, IsBlocked: false },
      new Date('2025-03-01T10:00:00Z'),
    );
    expect(model).toMatchObject({ kind: 'balance', balanceOre: 25000, blocked: false, totalOre: null, createdDate: '2025-03-01T10:00:00.000Z' });
  });
});
