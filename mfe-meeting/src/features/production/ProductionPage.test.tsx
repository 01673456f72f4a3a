import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeetingProduction } from '@kk/contracts';
import { MEETING_PRODUCTION_TEMPLATE, PRINT_DATA_MESSAGE, PRINT_READY_MESSAGE, type PrintData } from '@kk/domain';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { freezeClock, renderInPage } from '../../test-support/render';
import { CUSTOMER, HALL, NOW, ROOM } from '../../test-support/meeting';
import { ProductionPage } from './ProductionPage';
import { PRODUCTION_POLL_MS } from './useProductionDay';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const coffee = '00000000-0000-4000-8000-0000000000b1';
const bread = '00000000-0000-4000-8000-0000000000b2';
const line = (id: string, name: string, quantity: number) => ({ ProductID: id, Name: name, Quantity: quantity });

function day(breadForAnne: number): MeetingProduction {
  return {
    Date: '2026-03-11',
    Customer: { ID: CUSTOMER, Name: 'Rådhusets Mødeforplejning' },
    Locations: [
      {
        Location: { ID: ROOM, Name: 'Rådhuset, mødelokale 1' },
        Totals: [line(bread, '1 - Morgenbrød', breadForAnne), line(coffee, 'Kaffe og te', 20)],
        Deliveries: [
          {
            DeliveryTime: '2026-03-11T08:00:00.000Z',
            Totals: [line(bread, '1 - Morgenbrød', breadForAnne), line(coffee, 'Kaffe og te', 12)],
            Orders: [
              { ID: '00000000-0000-4000-8000-000000000001', Department: 'HR og Personale', OrderedBy: 'Anne Holm', Participants: 12, PickedUpByCustomer: true, IsExternal: true, Note: 'Glutenfrit til to', Products: [line(bread, '1 - Morgenbrød', breadForAnne), line(coffee, 'Kaffe og te', 12)] },
            ],
          },
          {
            DeliveryTime: '2026-03-11T11:30:00.000Z',
            Totals: [line(coffee, 'Kaffe og te', 8)],
            Orders: [{ ID: '00000000-0000-4000-8000-000000000002', Department: null, OrderedBy: 'Mads Kjær', Participants: 8, PickedUpByCustomer: false, IsExternal: true, Note: null, Products: [line(coffee, 'Kaffe og te', 8)] }],
          },
        ],
      },
      {
        Location: { ID: HALL, Name: 'Rådhuset, byrådssalen' },
        Totals: [line(coffee, 'Kaffe og te', 30)],
        Deliveries: [{ DeliveryTime: '2026-03-11T13:00:00.000Z', Totals: [line(coffee, 'Kaffe og te', 30)], Orders: [{ ID: '00000000-0000-4000-8000-000000000003', Department: null, OrderedBy: 'Byrådet', Participants: 30, PickedUpByCustomer: true, IsExternal: true, Note: null, Products: [line(coffee, 'Kaffe og te', 30)] }] }],
      },
    ],
  };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the kitchen's production list", () => {
  it('shows the day per location and delivery time, the totals to prepare and who picks up', async () => {
    freezeClock(NOW);
    fakeApi({ 'GET /api/Meeting/Production': day(12) });
    await renderInPage(<ProductionPage />);
    expect(screen.getByRole('heading', { name: 'Produktionsliste', level: 1 })).toBeInTheDocument();
    expect(requestsTo('GET /api/Meeting/Production')[0]!.params).toEqual({ date: '2026-03-11' });
    expect(screen.getByTestId('production-summary')).toHaveTextContent('onsdag 11. marts: 3 bestillinger, 62 varer i alt');
    const room = screen.getAllByTestId('production-location')[0]!;
    expect(within(room).getByRole('heading', { name: 'Rådhuset, mødelokale 1', level: 2 })).toBeInTheDocument();
    expect(within(room).getByTestId('production-day-totals')).toHaveTextContent('Kaffe og te20');
    const [nine, half] = within(room).getAllByTestId('production-delivery');
    expect(within(nine!).getByRole('heading', { name: 'Levering kl. 09.00' })).toBeInTheDocument();
    expect(within(nine!).getByTestId('production-delivery-totals')).toHaveTextContent('Morgenbrød12');
    expect(within(nine!).getByTestId('production-order')).toHaveTextContent('Anne Holm· HR og Personale· 12 deltagere');
    expect(within(nine!).getByTestId('production-order-pickup')).toHaveTextContent('Hentes af kunden');
    expect(within(nine!).getByTestId('production-order')).toHaveTextContent('Bemærkning: Glutenfrit til to');
    expect(within(half!).getByTestId('production-order-pickup')).toHaveTextContent('Bringes af køkkenet');

    fireEvent.change(screen.getByLabelText('Lokation'), { target: { value: HALL } });
    expect(screen.getAllByTestId('production-location')).toHaveLength(1);
    expect(screen.getByTestId('production-summary')).toHaveTextContent('1 bestilling, 30 varer i alt');

    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-03-12' } });
    await waitFor(() => expect(requestsTo('GET /api/Meeting/Production').map((request) => request.params.date)).toEqual(['2026-03-11', '2026-03-12']));
  });

  it('asks again every 30 s, so a changed order moves without a reload', async () => {
    let bread = 12;
    fakeApi({ 'GET /api/Meeting/Production': () => ({ data: day(bread) }) });
    jest.useFakeTimers({ now: new Date(NOW), doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    await renderInPage(<ProductionPage />);
    const nine = () => screen.getAllByTestId('production-delivery')[0]!;
    expect(within(nine()).getByTestId('production-delivery-totals')).toHaveTextContent('Morgenbrød12');
    bread = 15;
    act(() => {
      jest.advanceTimersByTime(PRODUCTION_POLL_MS);
    });
    await waitFor(() => expect(within(nine()).getByTestId('production-delivery-totals')).toHaveTextContent('Morgenbrød15'));
    expect(requestsTo('GET /api/Meeting/Production')).toHaveLength(2);
  });

  it('prints the shown locations through the print window', async () => {
    freezeClock(NOW);
    fakeApi({ 'GET /api/Meeting/Production': day(12) });
    const sent: { type: string; data: PrintData<MeetingProduction> }[] = [];
    const printWindow = { postMessage: (message: { type: string; data: PrintData<MeetingProduction> }) => sent.push(message), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => printWindow as unknown as Window);
    await renderInPage(<ProductionPage />);
    fireEvent.change(screen.getByLabelText('Lokation'), { target: { value: ROOM } });
    fireEvent.click(screen.getByTestId('production-print'));
    const address = open.mock.calls[0]![0] as string;
    expect(address).toMatch(/^\/Print\?job=/);
    const job = decodeURIComponent(address.split('job=')[1]!);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: PRINT_READY_MESSAGE, job }, origin: window.location.origin, source: printWindow as unknown as Window }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.type).toBe(PRINT_DATA_MESSAGE);
    expect(sent[0]!.data.template).toBe(MEETING_PRODUCTION_TEMPLATE);
    expect(sent[0]!.data.title).toBe('Produktionsliste, onsdag 11. marts');
    expect(sent[0]!.data.model.Locations.map((location) => location.Location.ID)).toEqual([ROOM]);
  });

  it('downloads the day as CSV for the chosen location', async () => {
    freezeClock(NOW);
    fakeApi({ 'GET /api/Meeting/Production': day(12), 'GET /api/Meeting/Production/csv': 'Lokation;Levering;Vare;Antal\r\n' });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:production'), revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderInPage(<ProductionPage />, { culture: 'en' });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: HALL } });
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requestsTo('GET /api/Meeting/Production/csv')[0]!.params).toEqual({ date: '2026-03-11', locationID: HALL });
    expect(clicked[0]!.download).toBe('produktion-2026-03-11.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:production');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });
});
