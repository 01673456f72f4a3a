import { screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { MessagesPage } from './MessagesPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

describe('the messages page', () => {
  it('searches the mobile number in the window the transaction dialog gave', async () => {
    window.history.pushState(null, '', '/Messages/All?MobileNumber=4521876510&From=2026-02-27T10:00:00.000Z&To=2026-03-19T10:00:00.000Z');
    fakeApi({
      'POST /api/Messages/Search': {
        Items: [{ ID: '00000000-0000-4000-8000-000000000m01'.replace('m', '0'), Kind: 'failed_refill', Channel: 'sms', MobileNumber: '4521876510', Email: null, Subject: 'Betaling afvist', Body: 'Betalingen blev afvist.', TransactionID: null, Wallet: null, Customer: null, CreatedDate: '2026-03-09T10:02:00.000Z' }],
        TotalCount: 1, StartDate: null, EndDate: null,
      },
    });
    await renderInPage(<MessagesPage />, { application: 'support' });
    expect(screen.getByTestId('message')).toHaveTextContent('Betaling afvist');
    expect(screen.getByTestId('message')).toHaveTextContent('Fejlet betaling');
    expect(requestsTo('POST /api/Messages/Search')[0]!.body).toEqual({
      StartIndex: 0,
      Count: 100,
      Search: [
        { Name: 'MobileNumber', Value: '4521876510', SearchType: 0 },
        { Name: 'From', Value: '2026-02-27T10:00:00.000Z', SearchType: 0 },
        { Name: 'To', Value: '2026-03-19T10:00:00.000Z', SearchType: 0 },
      ],
    });
  });
});
