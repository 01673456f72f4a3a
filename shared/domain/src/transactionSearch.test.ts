import {
  effectiveCount,
  pageCount,
  panelSearchRequest,
  readSearchValues,
  searchParameters,
  SearchType,
  transactionSearchRequest,
} from './transactionSearch';

describe('searchParameters', () => {
  it('skips empty and undefined values', () => {
    expect(searchParameters({ a: '', b: '  ', c: undefined, d: null, e: [], f: 'x' })).toEqual([{ Name: 'f', Value: 'x', SearchType: 0 }]);
  });

  it('sends arrays with the brackets stripped as search type 5', () => {
    expect(searchParameters({ Type: ['Deposit', 'Refund'] })).toEqual([{ Name: 'Type', Value: '"Deposit","Refund"', SearchType: 5 }]);
    expect(searchParameters({ Ids: [1, 2] })).toEqual([{ Name: 'Ids', Value: '1,2', SearchType: 5 }]);
  });

  it('marks status flags as type 1 and the rest as equals', () => {
    expect(searchParameters({ Status: 'Failed', FK_WalletID: 'w', Flag: true }, { Status: SearchType.Status })).toEqual([
      { Name: 'Status', Value: 'Failed', SearchType: 1 },
      { Name: 'FK_WalletID', Value: 'w', SearchType: 0 },
      { Name: 'Flag', Value: 'true', SearchType: 0 },
    ]);
  });
});

describe('readSearchValues', () => {
  it('reads a type-5 list back', () => {
    const [parameter] = searchParameters({ Type: ['Deposit', 'Order, with comma'] });
    expect(readSearchValues(parameter!)).toEqual(['Deposit', 'Order, with comma']);
  });

  it('reads one value for the other types and refuses a broken list', () => {
    expect(readSearchValues({ Name: 'a', Value: '"x"', SearchType: 0 })).toEqual(['"x"']);
    expect(readSearchValues({ Name: 'a', Value: '"x', SearchType: 5 })).toBeNull();
    expect(readSearchValues({ Name: 'a', Value: '{"a":1}', SearchType: 5 })).toBeNull();
  });
});

describe('requests', () => {
  it('asks the panel for the first 6', () => {
    expect(panelSearchRequest()).toEqual({ StartIndex: 0, Count: 6, Limit: 6, Search: [] });
  });

  it('pages the transactions page by 10, filtered on the wallet', () => {
    expect(transactionSearchRequest({ walletId: 'w1', types: [], status: null, startDate: '2025-01-06', endDate: '' }, 2, 10)).toEqual({
      StartIndex: 20,
      Count: 10,
      Search: [
        { Name: 'FK_WalletID', Value: 'w1', SearchType: 0 },
        { Name: 'StartDate', Value: '2025-01-06', SearchType: 0 },
      ],
    });
  });

  it('caps the count by the limit and the maximum', () => {
    expect(effectiveCount({ Count: 10, Limit: 6 })).toBe(6);
    expect(effectiveCount({ Count: 10 })).toBe(10);
    expect(effectiveCount({ Count: 5000 })).toBe(100);
    expect(effectiveCount({ Count: -3 })).toBe(0);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
