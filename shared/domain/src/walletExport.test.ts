import type { WalletTransaction } from '@kk/contracts';
import { CSV_BOM } from './csv';
import { copenhagenTime, exportDate, STATEMENT_TEMPLATE, statementModel, statementPrintData, transactionsCsv, type ExportLabels } from './walletExport';

const tx = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  ID: '6f1c2a4e-0000-4000-8000-0000000000a1',
  Type: 'CanteenPurchase',
  Description: 'Kantinekøb',
  Amount: -35.5,
  BalanceAfter: 214.5,
  Status: { ID: 2, IsFailed: false, IsCompleted: true, IsPending: false },
  CreatedDate: '2026-03-10T11:30:00.000Z',
  Wallet: { ID: '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a01', Name: 'Emma Jensen' },
  Customer: { ID: '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a02', Name: 'Solbakke Skole' },
  ...overrides,
});

const labels = (culture: 'da' | 'en'): ExportLabels => ({
  date: culture === 'da' ? 'Dato' : 'Date',
  time: culture === 'da' ? 'Tid' : 'Time',
  type: 'Type',
  description: culture === 'da' ? 'Beskrivelse' : 'Description',
  place: culture === 'da' ? 'Sted' : 'Place',
  amount: culture === 'da' ? 'Beløb' : 'Amount',
  balanceAfter: culture === 'da' ? 'Saldo efter' : 'Balance after',
  status: 'Status',
  typeName: (type) => `<${type}>`,
  statusName: (state) => (state === 'completed' ? 'OK' : `not OK (${state})`),
});

describe('the export of a period', () => {
  it('writes dates and times on the Copenhagen clock in the culture', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Copenhagen.
    expect(exportDate('2026-12-31T23:30:00Z', 'da')).toBe('01.01.2027');
    expect(exportDate('2026-12-31T23:30:00Z', 'en')).toBe('01/01/2027');
    expect(copenhagenTime('2026-06-10T11:30:00Z')).toBe('13:30');
  });

  it('builds the CSV oldest first, amounts signed in the culture, Excel-ready', () => {
    const rows = [tx({ ID: 'b', CreatedDate: '2026-03-11T08:00:00Z', Type: 'Deposit', Description: 'Indbetaling; kort', Amount: 100, BalanceAfter: 314.5, Customer: null }), tx({})];
    const da = transactionsCsv(rows, 'da', labels('da'));
    expect(da).toBe(
      `${CSV_BOM}Dato;Tid;Type;Beskrivelse;Sted;Beløb;Saldo efter;Status\r\n` +
        '10.03.2026;12:30;<CanteenPurchase>;Kantinekøb;Solbakke Skole;-35,50;214,50;OK\r\n' +
        '11.03.2026;09:00;<Deposit>;"Indbetaling; kort";;100,00;314,50;OK\r\n',
    );
    const en = transactionsCsv([tx({ BalanceAfter: null, Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true } })], 'en', labels('en'));
    expect(en.split('\r\n')[1]).toBe('10/03/2026,12:30,<CanteenPurchase>,Kantinekøb,Solbakke Skole,-35.50,,not OK (pending)');
  });

  it("writes a cancelled order's purchase as cancelled in the CSV and the statement, as the list does", () => {
    const cancelled = tx({ Type: 'Purchase', Description: 'Webshop', Amount: -500, BalanceAfter: 127.5, OrderStatus: { ID: 4, IsFailed: true, IsCompleted: false, IsPending: false } });
    expect(transactionsCsv([cancelled], 'da', labels('da')).split('\r\n')[1]).toMatch(/;not OK \(cancelled\)$/);
    expect(statementModel('Emma Jensen', '2026-03-01', '2026-03-31', [cancelled], 'da', labels('da')).rows[0]?.status).toBe('not OK (cancelled)');
  });

  it('lays out a statement for the print window with the completed sum', () => {
    const model = statementModel('Emma Jensen', '2026-03-01', '2026-03-31', [tx({}), tx({ ID: 'p', Amount: -79, Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true } })], 'da', labels('da'));
    expect(model.rows).toHaveLength(2);
    expect(model.rows[0]).toEqual({ date: '10.03.2026', time: '12:30', type: '<CanteenPurchase>', description: 'Kantinekøb', place: 'Solbakke Skole', amountOre: -3_550, status: 'OK' });
    expect(model.totalOre).toBe(-3_550);
    expect(statementPrintData(model, 'Kontoudtog', { date: 'Dato' })).toEqual({ template: STATEMENT_TEMPLATE, title: 'Kontoudtog', model, resources: { date: 'Dato' }, landscape: true });
  });
});
