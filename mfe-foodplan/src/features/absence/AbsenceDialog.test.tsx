import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AbsenceLine, AbsencePreview, AbsenceResult } from '@kk/contracts';
import { bus } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { EMMA, NOW } from '../../test-support/foodplan';
import { freezeClockInEachTest, renderInPage } from '../../test-support/render';
import { AbsenceDialog } from './AbsenceDialog';
import { StaffAbsencePage } from './StaffAbsencePage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const emma = { WalletID: EMMA, Name: 'Emma Jensen' };
const PLAN = '00000000-0000-4000-8000-0000000000f1';

const line = (name: string, over: Partial<AbsenceLine> = {}): AbsenceLine => ({
  TransactionID: '00000000-0000-4000-8000-0000000000a1',
  ProductID: '00000000-0000-4000-8000-0000000000b1',
  Name: name,
  Quantity: 1,
  Amount: 18,
  FoodPlanID: PLAN,
  FoodPlanName: 'Frokostordning',
  Deadline: '2026-03-12T07:00:00.000Z',
  Status: 'Paid',
  Kind: 'Order',
  ...over,
});

// Wednesday 11 March 2026 (NOW): Wednesday's dish too late (08:00 has passed), Thursday's credited.
const preview: AbsencePreview = {
  WalletID: EMMA,
  WalletName: 'Emma Jensen',
  From: '2026-03-11',
  To: '2026-03-12',
  Days: [
    { Date: '2026-03-11', AlreadyReported: false, Credited: [], TooLate: [line('Lasagne', { Deadline: '2026-03-11T07:00:00.000Z' })], CreditAmount: 0 },
    {
      Date: '2026-03-12',
      AlreadyReported: false,
      Credited: [
        line('Fiskefrikadeller', { ProductID: '00000000-0000-4000-8000-0000000000b2' }),
        line('Frokostabonnement, uge', { TransactionID: '00000000-0000-4000-8000-0000000000a2', ProductID: '00000000-0000-4000-8000-0000000000b3', Amount: 23, Kind: 'Subscription' }),
      ],
      TooLate: [],
      CreditAmount: 41,
    },
  ],
  CreditTotal: 41,
};
const result: AbsenceResult = { ...preview, Balance: 318 };

function serve() {
  fakeApi({
    'POST /api/FoodPlanner/Absence/Preview': preview,
    'POST /api/FoodPlanner/Absence': result,
    'GET /api/Wallet/Detail': { WalletID: EMMA, Balance: 318 },
    'GET /api/FoodPlanner/Absence/Pupils': { Pupils: [{ WalletID: EMMA, Name: 'Emma Jensen', Grade: '3A', CustomerID: PLAN, CustomerName: 'Solbakke Skole' }] },
  });
}

freezeClockInEachTest(NOW);

describe('the absence dialog', () => {
  it('starts today, shows per day what is credited and what is too late, then reports once and publishes the new balance', async () => {
    const balances: number[] = [];
    bus.subscribe('wallet.balance.changed', (event) => event.walletId === EMMA && balances.push(event.balance));
    const onReported = jest.fn();
    serve();
    await renderInPage(<AbsenceDialog wallet={emma} onClose={() => undefined} onReported={onReported} />);
    const dialog = screen.getByTestId('absence-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Meld fravær for Emma Jensen' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fra og med')).toHaveValue('2026-03-11');
    fireEvent.change(within(dialog).getByLabelText('Til og med'), { target: { value: '2026-03-12' } });
    fireEvent.click(within(dialog).getByTestId('absence-show'));

    await screen.findByTestId('absence-total');
    expect(requestsTo('POST /api/FoodPlanner/Absence/Preview')[0]?.body).toEqual({ WalletID: EMMA, From: '2026-03-11', To: '2026-03-12' });
    expect(screen.getByTestId('absence-too-late')).toHaveTextContent('Lasagne: for sent (fristen var 11. mar. 2026, 08.00)');
    const credited = screen.getAllByTestId('absence-credited');
    expect(credited).toHaveLength(2);
    expect(credited[0]).toHaveTextContent('Fiskefrikadeller: krediteres 18,00 kr.');
    expect(credited[1]).toHaveTextContent('Frokostabonnement, uge (abonnement, dagens andel): krediteres 23,00 kr.');
    expect(screen.getByTestId('absence-total')).toHaveTextContent('Krediteres i alt: 41,00 kr.');
    expect(requestsTo('POST /api/FoodPlanner/Absence')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('absence-confirm'));
    const done = await screen.findByTestId('absence-result');
    expect(done).toHaveTextContent('Fraværet er meldt. 41,00 kr. er sat tilbage på tegnebogen.');
    expect(screen.getByTestId('absence-balance')).toHaveTextContent('Ny saldo: 318,00 kr.');
    const sent = requestsTo('POST /api/FoodPlanner/Absence');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['Idempotency-Key'] ?? sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(onReported).toHaveBeenCalledWith(result);
    await waitFor(() => expect(balances).toEqual([318]));
  });

  it('speaks English and refuses a range that ends before it starts without asking the server', async () => {
    serve();
    await renderInPage(<AbsenceDialog wallet={emma} onClose={() => undefined} />, { culture: 'en' });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-03-10' } });
    expect(screen.getByTestId('absence-range-problem')).toHaveTextContent('Choose a period of at most 62 days whose end is not before its start.');
    expect(screen.getByTestId('absence-show')).toBeDisabled();
    expect(requestsTo('POST /api/FoodPlanner/Absence/Preview')).toHaveLength(0);
  });

  it('says why a refused report failed and stays open', async () => {
    fakeApi({
      'POST /api/FoodPlanner/Absence/Preview': preview,
      'POST /api/FoodPlanner/Absence': () => ({ status: 404, data: { StatusCode: 404, message: 'Not found', reason: 'The wallet does not exist or you may not report it absent' } }),
    });
    await renderInPage(<AbsenceDialog wallet={emma} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('absence-show'));
    fireEvent.click(await screen.findByTestId('absence-confirm'));
    expect(await screen.findByTestId('absence-error')).toHaveTextContent('Fraværet kunne ikke meldes');
    expect(screen.queryByTestId('absence-result')).toBeNull();
  });
});

describe("the school's absence page", () => {
  it('finds a pupil by name or class and opens the same dialog, without publishing a family balance', async () => {
    const balances: number[] = [];
    bus.subscribe('wallet.balance.changed', (event) => balances.push(event.balance));
    serve();
    await renderInPage(<StaffAbsencePage />, { application: 'partner', roles: ['PartnerSite', 'PupilAbsence'] });
    fireEvent.change(screen.getByLabelText('Elevens navn eller klasse'), { target: { value: '3a' } });
    fireEvent.click(screen.getByTestId('staff-absence-find'));
    const pupil = await screen.findByTestId('staff-absence-pupil');
    expect(requestsTo('GET /api/FoodPlanner/Absence/Pupils')[0]?.params).toEqual({ search: '3a' });
    expect(pupil).toHaveTextContent('Emma Jensen · klasse 3A · Solbakke Skole');
    fireEvent.click(within(pupil).getByRole('button', { name: 'Meld fravær for Emma Jensen' }));
    fireEvent.click(await screen.findByTestId('absence-show'));
    fireEvent.click(await screen.findByTestId('absence-confirm'));
    await screen.findByTestId('absence-result');
    expect(requestsTo('GET /api/Wallet/Detail')).toHaveLength(0);
    expect(balances).toEqual([]);
  });
});
