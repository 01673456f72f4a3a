import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FoodPlanOrdersEvent, FoodPlanProduction } from '@kk/contracts';
import { FOODPLAN_LABELS_TEMPLATE, FOODPLAN_PRODUCTION_TEMPLATE, PRINT_DATA_MESSAGE, PRINT_READY_MESSAGE, type PrintData } from '@kk/domain';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { freezeClock, renderInPage } from '../../test-support/render';
import { ProductionPage } from './ProductionPage';
import { PRODUCTION_REFETCH_DEBOUNCE_MS } from './useProductionList';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

// The live stream: the test says when the kitchen's plans changed.
const streams: { foodPlanId: string | null; onStale: (event: FoodPlanOrdersEvent | null) => void; stopped: boolean }[] = [];
jest.mock('@kk/platform', () => ({
  ...jest.requireActual('@kk/platform'),
  startProductionStream: (foodPlanId: string | null, onStale: (event: FoodPlanOrdersEvent | null) => void) => {
    const stream = { foodPlanId, onStale, stopped: false };
    streams.push(stream);
    return () => {
      stream.stopped = true;
    };
  },
}));

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PLAN = ID(1);
const OTHER_PLAN = ID(9);
// Wednesday 11 March 2026, 10:00 in Copenhagen: the list opens on Thursday 12 March.
const NOW = '2026-03-11T09:00:00.000Z';

function day(emmaPortions: number): FoodPlanProduction {
  return {
    Date: '2026-03-12',
    Plans: [
      { ID: PLAN, Name: 'Frokostordning', CustomerName: 'Solbakke Skole', CatererName: 'Det Gode Køkken' },
      { ID: OTHER_PLAN, Name: 'Frokostordning', CustomerName: 'Bakkeskolen', CatererName: 'Det Gode Køkken' },
    ],
    Totals: [
      { ProductID: ID(10), FoodPlanID: PLAN, Name: 'Lasagne med grøn salat', Group: 'DIS', Kind: 'Dish', Allergens: [2, 3, 6], AllergenText: null, Portions: emmaPortions + 1, AwaitingPayment: 2 },
      { ProductID: ID(11), FoodPlanID: PLAN, Name: 'Frokostabonnement, uge', Group: 'Frokostabonnement, uge', Kind: 'Subscription', Allergens: [2, 6], AllergenText: null, Portions: 1, AwaitingPayment: 0 },
    ],
    Schools: [
      {
        Customer: { ID: ID(2), Name: 'Solbakke Skole' },
        Classes: [
          { Grade: '2. B', Children: [{ WalletID: ID(3), Name: 'Oliver Jensen', ProductID: ID(11), Dish: 'Frokostabonnement, uge', Group: 'Frokostabonnement, uge', Quantity: 1, ProfileAllergens: [], Conflicts: [] }] },
          {
            Grade: '5. A',
            Children: [
              { WalletID: ID(4), Name: 'Emma Jensen', ProductID: ID(10), Dish: 'Lasagne med grøn salat', Group: 'DIS', Quantity: emmaPortions, ProfileAllergens: [2, 5], Conflicts: [2] },
              { WalletID: ID(5), Name: 'Åse Berg', ProductID: ID(10), Dish: 'Lasagne med grøn salat', Group: 'DIS', Quantity: 1, ProfileAllergens: [], Conflicts: [] },
            ],
          },
        ],
      },
    ],
  };
}

beforeEach(() => {
  streams.length = 0;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the kitchen's food-plan production list", () => {
  it("opens on tomorrow's school day with the totals, then each school and class, marking the allergens to avoid in words", async () => {
    freezeClock(NOW);
    fakeApi({ 'GET /api/FoodPlanner/Production': day(1) });
    await renderInPage(<ProductionPage />, { application: 'partner', roles: ['PartnerSite', 'FoodPlanKitchen'] });
    expect(screen.getByRole('heading', { name: 'Produktionsliste (madplan)', level: 1 })).toBeInTheDocument();
    expect(requestsTo('GET /api/FoodPlanner/Production')[0]!.params).toEqual({ date: '2026-03-12' });
    expect(screen.getByTestId('production-summary')).toHaveTextContent('torsdag 12. marts: 3 portioner, heraf 1 med allergener at undgå');
    expect(screen.getByTestId('production-awaiting')).toHaveTextContent('2 portioner afventer betaling og er ikke med.');
    const totals = screen.getAllByTestId('production-total');
    expect(totals[0]).toHaveTextContent('Lasagne med grøn salatDISMælk, Selleri, Gluten22');
    expect(totals[1]).toHaveTextContent('Frokostabonnement, ugeAbonnement');

    const school = screen.getByRole('region', { name: 'Solbakke Skole' });
    expect(within(school).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Klasse 2. B', 'Klasse 5. A']);
    const children = within(school).getAllByTestId('production-child');
    expect(children.map((row) => row.getAttribute('data-marked'))).toEqual(['false', 'true', 'false']);
    // The mark is words and a sign, not colour alone.
    expect(within(children[1]!).getByTestId('production-avoid')).toHaveTextContent('⚠ Undgå: Mælk');
    expect(within(children[0]!).getByTestId('production-avoid-none')).toHaveTextContent('Ingen allergener');

    fireEvent.change(screen.getByLabelText('Madordning'), { target: { value: OTHER_PLAN } });
    await waitFor(() => expect(requestsTo('GET /api/FoodPlanner/Production').at(-1)!.params).toEqual({ date: '2026-03-12', foodPlanID: OTHER_PLAN }));
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-03-13' } });
    await waitFor(() => expect(requestsTo('GET /api/FoodPlanner/Production').at(-1)!.params).toEqual({ date: '2026-03-13', foodPlanID: OTHER_PLAN }));
    expect(streams.at(-1)).toMatchObject({ foodPlanId: OTHER_PLAN, stopped: false });
    expect(streams[0]!.stopped).toBe(true);
  });

  it('refetches once for a burst of order events of its day, on a resync, and not for another day; never by the clock', async () => {
    let emma = 1;
    fakeApi({ 'GET /api/FoodPlanner/Production': () => ({ data: day(emma) }) });
    // Intervals and the date are the test's; timeouts (the debounce) run for real.
    jest.useFakeTimers({ now: new Date(NOW), doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    await renderInPage(<ProductionPage />, { application: 'partner', roles: ['PartnerSite', 'FoodPlanKitchen'] });
    expect(requestsTo('GET /api/FoodPlanner/Production')).toHaveLength(1);
    const debounced = () => new Promise((resolve) => setTimeout(resolve, PRODUCTION_REFETCH_DEBOUNCE_MS + 50));

    // Five minutes without events: no request (no polling).
    act(() => {
      jest.advanceTimersByTime(5 * 60_000);
    });
    await act(debounced);
    expect(requestsTo('GET /api/FoodPlanner/Production')).toHaveLength(1);

    emma = 2;
    const stream = streams.at(-1)!;
    act(() => {
      stream.onStale({ FoodPlanID: PLAN, From: '2026-03-12', To: '2026-03-12' });
      stream.onStale({ FoodPlanID: PLAN, From: '2026-03-09', To: '2026-03-13' });
      stream.onStale({ FoodPlanID: PLAN, From: '2026-03-20', To: '2026-03-20' });
    });
    await act(debounced);
    expect(requestsTo('GET /api/FoodPlanner/Production')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('production-summary')).toHaveTextContent('4 portioner'));

    // Another day's change alone: nothing.
    act(() => stream.onStale({ FoodPlanID: PLAN, From: '2026-03-20', To: '2026-03-20' }));
    await act(debounced);
    expect(requestsTo('GET /api/FoodPlanner/Production')).toHaveLength(2);

    // The stream reopened or the server resynced: changes may have been missed.
    act(() => stream.onStale(null));
    await act(debounced);
    expect(requestsTo('GET /api/FoodPlanner/Production')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('production-updated')).toBeInTheDocument());
  });

  it('prints the list and the labels through the print window', async () => {
    freezeClock(NOW);
    fakeApi({ 'GET /api/FoodPlanner/Production': day(1) });
    const sent: { type: string; data: PrintData }[] = [];
    const printWindow = { postMessage: (message: { type: string; data: PrintData }) => sent.push(message), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => printWindow as unknown as Window);
    await renderInPage(<ProductionPage />, { application: 'partner', roles: ['PartnerSite', 'FoodPlanKitchen'] });
    const printed = async (button: string) => {
      fireEvent.click(screen.getByRole('button', { name: button }));
      const address = open.mock.calls.at(-1)![0] as string;
      const job = decodeURIComponent(address.split('job=')[1]!);
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: PRINT_READY_MESSAGE, job }, origin: window.location.origin, source: printWindow as unknown as Window }));
      });
      await waitFor(() => expect(sent.length).toBeGreaterThan(0));
      const message = sent.splice(0)[0]!;
      expect(message.type).toBe(PRINT_DATA_MESSAGE);
      return message.data;
    };
    const list = await printed('Udskriv');
    expect(list).toMatchObject({ template: FOODPLAN_PRODUCTION_TEMPLATE, title: 'Produktionsliste, torsdag 12. marts' });
    const labels = (await printed('Udskriv etiketter')) as PrintData<{ labels: unknown[] }>;
    expect(labels).toMatchObject({ template: FOODPLAN_LABELS_TEMPLATE, title: 'Etiketter, torsdag 12. marts', noHeader: true, noMargin: true });
    expect(labels.model.labels).toHaveLength(3);
  });

  it('downloads the day as CSV for the chosen plan, in English too', async () => {
    freezeClock(NOW);
    fakeApi({ 'GET /api/FoodPlanner/Production': day(1), 'GET /api/FoodPlanner/Production/csv': 'Dato;Skole\r\n' });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:production'), revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderInPage(<ProductionPage />, { application: 'partner', roles: ['PartnerSite', 'FoodPlanKitchen'], culture: 'en' });
    expect(screen.getByRole('heading', { name: 'Production list (food plan)', level: 1 })).toBeInTheDocument();
    expect(within(screen.getAllByTestId('production-child')[1]!).getByTestId('production-avoid')).toHaveTextContent('Avoid: Milk');
    fireEvent.change(screen.getByLabelText('Food plan'), { target: { value: PLAN } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requestsTo('GET /api/FoodPlanner/Production/csv')[0]!.params).toEqual({ date: '2026-03-12', foodPlanID: PLAN });
    expect(clicked[0]!.download).toBe('madplan-produktion-2026-03-12.csv');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });
});
